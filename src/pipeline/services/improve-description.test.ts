import { describe, expect, it } from "vitest";
import { improveDescription, SECTION_PROMPTS } from "./improve-description.ts";

const RICH =
  "I want to build an app for freelance designers. They waste hours every week chasing unpaid invoices, which is frustrating. We'd charge $15/month. It's called Paydar.";
const HEADING = /^(Problem|Customers|Solution|Business model|Other details): /;
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

function contentOf(output: string): string[] {
  return output
    .split("\n")
    // The closing checklist ("Checklist:", "[x] Problem") is ours, not content.
    .filter((line) => line.trim().length > 0 && !/^(?:Checklist:|\[[ x]\] )/.test(line))
    .map((line) => {
      expect(line).toMatch(HEADING);
      return line.replace(HEADING, "");
    });
}

describe("improveDescription (offline)", () => {
  it("sorts the founder's sentences into labelled sections", async () => {
    const output = await improveDescription({ description: RICH, llm: null });
    expect(output).toContain("Problem: They waste hours every week chasing unpaid invoices, which is frustrating.");
    expect(output).toContain("Solution: I want to build an app for freelance designers.");
    expect(output).toContain("Business model: We'd charge $15/month.");
    expect(output).toContain("Customers: Freelance designers");
    expect(output).toContain("Other details: It's called Paydar.");
  });

  it("invents nothing: every line is the founder's text or a fixed prompt", async () => {
    const inputs = [RICH, "Uber for dogs", "Nurses struggle to swap shifts. Our target users are hospital nurses in Germany. It is a mobile app."];
    const prompts = Object.values(SECTION_PROMPTS);
    for (const description of inputs) {
      const output = await improveDescription({ description, llm: null });
      for (const content of contentOf(output)) {
        if (prompts.includes(content)) continue;
        // Several sentences may share a section; each must come from the input.
        for (const sentence of content.split(/(?<=[.!?])\s+/)) {
          expect(normalise(description)).toContain(normalise(sentence));
        }
      }
    }
  });

  it("asks instead of inventing when a section is missing", async () => {
    const output = await improveDescription({ description: "Uber for dogs", llm: null });
    expect(output).toContain(`Business model: ${SECTION_PROMPTS["Business model"]}`);
    expect(output).toContain(`Problem: ${SECTION_PROMPTS.Problem}`);
    expect(output).toContain(`Customers: ${SECTION_PROMPTS.Customers}`);
    expect(output).toContain("Solution: Uber for dogs");
  });

  it("is idempotent: improving improved text does not nest headings", async () => {
    const once = await improveDescription({ description: RICH, llm: null });
    const twice = await improveDescription({ description: once, llm: null });
    expect(twice).toBe(once);
    const sparse = await improveDescription({ description: "Uber for dogs", llm: null });
    expect(await improveDescription({ description: sparse, llm: null })).toBe(sparse);
    expect(twice.match(/Problem:/g)).toHaveLength(1);
  });

  it("keeps a founder's answer typed after a prompt, without the prompt", async () => {
    const sparse = await improveDescription({ description: "Uber for dogs", llm: null });
    const answered = sparse.replace(
      `Business model: ${SECTION_PROMPTS["Business model"]}`,
      `Business model: ${SECTION_PROMPTS["Business model"]} Owners pay per walk.`,
    );
    const output = await improveDescription({ description: answered, llm: null });
    expect(output).toContain("Business model: Owners pay per walk.");
    expect(output).not.toContain(`Business model: ${SECTION_PROMPTS["Business model"]}`);
  });
});
