import { describe, expect, it } from "vitest";
import { improveDescription, SECTION_PROMPTS } from "../../src/pipeline/services/improve-description.ts";
import { withoutFencedData } from "../../src/pipeline/llm/untrusted.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";

const TEXT = "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.";

describe("improve description with a model", () => {
  it("sorts the founder's text into the four sections with the fast model", async () => {
    const { llm, calls } = scriptedClient();
    const improved = await improveDescription({ description: TEXT, llm });
    expect(improved.questions).toEqual([]);
    expect(improved.text).toBe([
      "Problem: Freelance designers waste hours chasing late invoices, which strains their cash flow.",
      "Customers: Freelance designers who invoice clients directly.",
      "Solution: A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee.",
      "Business model: A subscription of $12 per month, plus a 2% fee on instant payouts.",
    ].join("\n\n"));
    expect(calls).toHaveLength(1);
    expect(withoutFencedData(calls[0]!.messages[0]!.text)).not.toContain("Freelance designers");
  });

  it("asks about a section the description does not cover beside the text, never in it, and drops links", async () => {
    const { llm } = scriptedClient({
      respond: () => JSON.stringify({ problem: "Late invoices, see https://evil.example/x.", customers: null, solution: "Reminders.", businessModel: null, otherDetails: null }),
    });
    const improved = await improveDescription({ description: TEXT, llm });
    expect(improved.questions).toEqual([SECTION_PROMPTS.Customers, SECTION_PROMPTS["Business model"]]);
    expect(improved.text).not.toContain(SECTION_PROMPTS.Customers);
    expect(improved.text).not.toContain("Customers:");
    expect(improved.text).toContain("Problem: Late invoices, see [link removed].");
  });

  it("falls back to sorting the founder's own sentences when the model fails, and hands the failure on", async () => {
    const { llm } = scriptedClient({ respond: () => new Error("provider down"), options: { maxRetries: 0 } });
    const failures: unknown[] = [];
    expect(await improveDescription({ description: TEXT, llm, onModelFailure: (e) => failures.push(e) })).toEqual(await improveDescription({ description: TEXT, llm: null }));
    expect(failures).toHaveLength(1);
    expect((failures[0] as Error).message).toMatch(/The model call for the improved description failed: provider down/);
  });

  it("reports no failure when the model answers", async () => {
    const { llm } = scriptedClient();
    const failures: unknown[] = [];
    await improveDescription({ description: TEXT, llm, onModelFailure: (e) => failures.push(e) });
    expect(failures).toEqual([]);
  });
});
