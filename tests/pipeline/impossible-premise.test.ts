import { describe, expect, it } from "vitest";
import { IMPOSSIBLE_FEASIBILITY_CAP } from "../../src/pipeline/scoring/impossible-premise.ts";
import type { PipelineIdea } from "../../src/pipeline/types.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import { INVOICE_IDEA, runStages } from "./helpers/run-stages.ts";
import { sampleConnectors } from "./helpers/sample-sources.ts";
import { scriptedClient } from "./helpers/scripted-model.ts";

/** The same invoice idea, once as pitched and once resting on something impossible. */
const ON_EARTH = INVOICE_IDEA;
const ON_MARS: PipelineIdea = {
  ...INVOICE_IDEA,
  id: "00000000-0000-4000-8000-0000000000ab",
  description: `${INVOICE_IDEA.description} We start with the freelance designers living on Mars, paid through a time machine that settles invoices before they are sent.`,
};
const IMPOSSIBLE_RISK = /depends on something impossible today/;

async function reportOf({ idea, withModel }: { idea: PipelineIdea; withModel: boolean }): Promise<ReportBody> {
  const llm = withModel ? scriptedClient().llm : null;
  const outputs = await runStages({ idea, llm, sources: withModel ? sampleConnectors() : [] });
  return outputs.synthesis!;
}

describe.each([
  { mode: "without a model", withModel: false },
  { mode: "with a model", withModel: true },
])("an impossible premise $mode", ({ withModel }) => {
  it("caps feasibility, lists the risk, says why, and keeps the verdict at caution or below", async () => {
    const possible = await reportOf({ idea: ON_EARTH, withModel });
    const impossible = await reportOf({ idea: ON_MARS, withModel });
    expect(possible.feasibilityScore.value).toBeGreaterThan(IMPOSSIBLE_FEASIBILITY_CAP + 2);
    expect(impossible.feasibilityScore.value).toBeLessThanOrEqual(IMPOSSIBLE_FEASIBILITY_CAP);
    expect(impossible.feasibilityScore.reasoning).toMatch(/rests on an impossible premise \(“on mars”, “time machine”/);
    expect(impossible.executionDifficulty.riskFactors.filter((r) => IMPOSSIBLE_RISK.test(r.risk))).toHaveLength(1);
    expect(possible.executionDifficulty.riskFactors.some((r) => IMPOSSIBLE_RISK.test(r.risk))).toBe(false);
    expect(impossible.overallScore).toBeLessThan(possible.overallScore);
    expect(["caution", "no-go"]).toContain(impossible.recommendation);
    expect(impossible.methodology.limitations.join(" ")).toMatch(/Feasibility was capped at 1\.5\/10 in code/);
  });
});

describe("the case against an impossible premise", () => {
  it("leads with the premise, before what research found, and says the idea cannot be built as described", async () => {
    const impossible = await reportOf({ idea: ON_MARS, withModel: false });
    const possible = await reportOf({ idea: ON_EARTH, withModel: false });
    expect(impossible.caseAgainst!.summary).toMatch(/^The idea rests on an impossible premise \(“on mars”\): it cannot be built as described, whatever its market\./);
    expect(impossible.caseAgainst!.points[0]).toMatch(/^From your description: the idea rests on an impossible premise \(“on mars”, “time machine”\)\.$/);
    expect(impossible.caseAgainst!.points.filter((p) => /impossible premise/.test(p))).toHaveLength(1);
    expect(possible.caseAgainst!.summary).not.toMatch(/impossible premise/);
  });
});
