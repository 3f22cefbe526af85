import { describe, expect, it } from "vitest";
import { applyCorrections, readCorrectedPrice } from "../../src/pipeline/text/founder-corrections.ts";
import { profileFromText } from "../../src/pipeline/analysts/text-analyst/profile.ts";
import type { PipelineIdea } from "../../src/pipeline/types.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import { runStages } from "./helpers/run-stages.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";

const FEEDER: PipelineIdea = {
  id: "00000000-0000-4000-8000-0000000000c1",
  title: null,
  description: "A smart bird feeder with a camera for multi-cat households. Vet approved. $129 once, then $9 a month for cloud clips.",
  country: "US",
  validationMode: "quick",
};

/** Every sentence the report's riskiest assumptions and experiments write, in one text. */
const assumptionText = (report: ReportBody) => JSON.stringify(report.riskiestAssumptions ?? []);

describe("the founder's corrections of the reading", () => {
  it("change nothing when there are none", () => {
    const profile = profileFromText(FEEDER);
    expect(applyCorrections(profile, null)).toBe(profile);
    expect(applyCorrections(profile, {})).toBe(profile);
  });

  it("read a corrected price as the description's price is read, and refuse words that state none", () => {
    const read = readCorrectedPrice("CA$15 a month");
    expect(read?.prices.map((p) => [p.amount, p.currency, p.period])).toEqual([[15, "CAD", "month"]]);
    expect(readCorrectedPrice("free with ads")).not.toBeNull();
    expect(readCorrectedPrice("not sure yet")).toBeNull();
  });

  it("hold the text analyst's profile to each corrected field, word for word", () => {
    const corrected = applyCorrections(profileFromText(FEEDER), {
      product: "camera bird feeder", customer: "backyard birdwatchers", problem: "Birdwatchers miss the rare visitors while at work.", price: "$12 a month", currency: "CAD",
    });
    expect(corrected.customer).toBe("backyard birdwatchers");
    expect(corrected.reading.customer?.phrase).toBe("backyard birdwatchers");
    expect(corrected.problem).toBe("Birdwatchers miss the rare visitors while at work.");
    expect(corrected.reading.problemSentence).toBe("Birdwatchers miss the rare visitors while at work.");
    expect(corrected.reading.subject?.named).toBe("camera bird feeder");
    expect(corrected.keywords[0]).toBe("camera bird feeder");
    // The amount as written, in the currency the founder chose: named, never converted.
    expect(corrected.price?.prices.map((p) => [p.amount, p.currency, p.period])).toEqual([[12, "CAD", "month"]]);
  });

  it("make the report follow them: its customer, product and currency are the founder's", async () => {
    const before = (await runStages({ idea: FEEDER, llm: null, sources: [] })).synthesis!;
    const corrections = { product: "camera bird feeder", customer: "backyard birdwatchers", currency: "CAD" as const };
    const outputs = await runStages({ idea: { ...FEEDER, corrections }, llm: null, sources: [] });
    const report = outputs.synthesis!;
    expect(outputs["planning-profile"]?.corrections).toEqual(corrections);
    expect(assumptionText(before)).not.toContain("backyard birdwatchers");
    expect(assumptionText(report)).toContain("backyard birdwatchers");
    expect(assumptionText(report)).toContain("your camera bird feeder");
    expect(before.currency).toBe("USD");
    expect(report.currency).toBe("CAD");
  });

  it("hold the model analyst's profile to them too, and tell the model what the founder corrected", async () => {
    const { llm, calls } = scriptedClient();
    const corrections = { customer: "backyard birdwatchers", problem: "Birdwatchers miss the rare visitors while at work." };
    const outputs = await runStages({ idea: { ...FEEDER, corrections }, llm, sources: [], until: "planning-profile" });
    const profile = outputs["planning-profile"]!;
    expect(profile.customer).toBe("backyard birdwatchers");
    expect(profile.problem).toBe("Birdwatchers miss the rare visitors while at work.");
    const profileCall = calls.find((call) => call.task === "planning-profile");
    expect(profileCall?.messages[0]?.text).toContain("Founder's corrections");
    expect(profileCall?.messages[0]?.text).toContain("customer: backyard birdwatchers");
  });

  it("give the model analyst's report the founder's currency even where the description states no price", async () => {
    const { llm } = scriptedClient();
    const unpriced: PipelineIdea = { ...FEEDER, description: "A smart bird feeder with a camera for multi-cat households. Vet approved." };
    const report = (await runStages({ idea: { ...unpriced, corrections: { currency: "GBP" } }, llm, sources: [] })).synthesis!;
    expect(report.currency).toBe("GBP");
  });
});
