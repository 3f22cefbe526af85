import { describe, expect, it } from "vitest";
import { improveDescription, SECTION_PROMPTS } from "./improve-description.ts";

const RICH =
  "I want to build an app for freelance designers. They waste hours every week chasing unpaid invoices, which is frustrating. We'd charge $15/month. It's called Paydar.";
const HEADING = /^(Problem|Customers|Solution|Business model|Other details): /;
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

function contentOf(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      expect(line).toMatch(HEADING);
      return line.replace(HEADING, "");
    });
}

const improved = async (description: string) => (await improveDescription({ description, llm: null })).text;

describe("improveDescription (offline)", () => {
  it("sorts the founder's sentences into labelled sections", async () => {
    const output = await improved(RICH);
    expect(output).toContain("Problem: They waste hours every week chasing unpaid invoices, which is frustrating.");
    expect(output).toContain("Solution: I want to build an app for freelance designers.");
    expect(output).toContain("Business model: We'd charge $15/month.");
    expect(output).toContain("Customers: Freelance designers");
    expect(output).toContain("Other details: It's called Paydar.");
  });

  it("invents nothing: every line is the founder's text under its heading", async () => {
    const inputs = [RICH, "Uber for dogs", "Nurses struggle to swap shifts. Our target users are hospital nurses in Germany. It is a mobile app."];
    for (const description of inputs) {
      for (const content of contentOf(await improved(description))) {
        // Several sentences may share a section; each must come from the input.
        for (const sentence of content.split(/(?<=[.!?])\s+/)) {
          expect(normalise(description)).toContain(normalise(sentence));
        }
      }
    }
  });

  it("asks beside the text, never in it, when a section is missing", async () => {
    const answer = await improveDescription({ description: "Uber for dogs", llm: null });
    expect(answer.text).toBe("Solution: Uber for dogs");
    expect(answer.questions).toEqual([SECTION_PROMPTS.Problem, SECTION_PROMPTS.Customers, SECTION_PROMPTS["Business model"]]);
  });

  it("is idempotent: improving improved text does not nest headings", async () => {
    const once = await improved(RICH);
    const twice = await improved(once);
    expect(twice).toBe(once);
    const sparse = await improved("Uber for dogs");
    expect(await improved(sparse)).toBe(sparse);
    expect(twice.match(/Problem:/g)).toHaveLength(1);
  });

  it("takes out the placeholders and checklist earlier versions wrote into a text", async () => {
    const old = "Problem: not stated yet — what problem do your customers have, and how painful is it?\n\nSolution: Uber for dogs\n\nBusiness model: Owners pay per walk.\n\nChecklist:\n[ ] Problem\n[x] Solution";
    expect(await improved(old)).toBe("Solution: Uber for dogs\n\nBusiness model: Owners pay per walk.");
  });
});
