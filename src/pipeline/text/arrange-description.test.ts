import { describe, expect, it } from "vitest";
import { arrangeDescription, openQuestionsOf, SECTION_PROMPTS } from "./arrange-description.ts";

const SAAS =
  "Ledgerly is a SaaS platform for small accounting firms. Firms lose hours every week chasing clients for missing documents by email. Ledgerly collects the documents, checks them and reminds clients automatically. We charge $49 per seat per month, billed to the firm.";
const ONE_SENTENCE =
  "A subscription app for freelance photographers who struggle to chase late invoices, which sends automatic reminders and charges $12 a month";

const section = (output: string, name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(output)?.[1] ?? null;
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("arrangeDescription (no model)", () => {
  it("arranges a complete SaaS pitch under all four headings, with nothing 'not stated'", () => {
    const output = arrangeDescription(SAAS);
    expect(section(output, "Problem")).toBe("Firms lose hours every week chasing clients for missing documents by email.");
    expect(section(output, "Solution")).toBe("Ledgerly is a SaaS platform for small accounting firms. Ledgerly collects the documents, checks them and reminds clients automatically.");
    expect(section(output, "Business model")).toBe("We charge $49 per seat per month, billed to the firm.");
    // The customer named inside the opening sentence, quoted once.
    expect(section(output, "Customers")).toBe("Small accounting firms");
    expect(output).not.toContain("not stated");
    expect(output).not.toContain("Checklist");
    expect(openQuestionsOf(output)).toEqual([]);
  });

  it("splits a pitch written as one long sentence rather than filing it under one heading", () => {
    const output = arrangeDescription(ONE_SENTENCE);
    const filled = ["Problem", "Customers", "Solution", "Business model"].filter((name) => {
      const content = section(output, name);
      return content !== null && !content.startsWith("not stated");
    });
    expect(filled.length).toBeGreaterThanOrEqual(2);
    expect(section(output, "Business model")).toContain("$12 a month");
    for (const name of filled) expect(section(output, name)).not.toBe(ONE_SENTENCE);
  });

  it("uses only the founder's words, and leaves the questions for what is missing out of the text", () => {
    const output = arrangeDescription("Uber for dogs");
    expect(output).toBe("Solution: Uber for dogs");
    expect(openQuestionsOf(output)).toEqual([SECTION_PROMPTS.Problem, SECTION_PROMPTS.Customers, SECTION_PROMPTS["Business model"]]);
    for (const content of [SAAS, ONE_SENTENCE]) {
      const arranged = arrangeDescription(content);
      for (const name of ["Problem", "Customers", "Solution", "Business model"]) {
        const text = section(arranged, name);
        if (!text || text.startsWith("not stated")) continue;
        // Several sentences or clauses may share a section; each is the founder's own.
        for (const piece of text.split(/(?<=[.!?])\s+|;\s+/)) expect(normalise(content)).toContain(normalise(piece).replace(/[.]$/, ""));
      }
    }
  });

  it("is idempotent", () => {
    for (const text of [SAAS, ONE_SENTENCE, "Uber for dogs"]) {
      const once = arrangeDescription(text);
      expect(arrangeDescription(once)).toBe(once);
    }
  });
});
