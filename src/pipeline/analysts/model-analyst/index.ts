import { budgetOf, stageDeadline } from "../../budget.ts";
import { STAGE_NAMES } from "../../../shared/contracts/idea.ts";
import type { LlmClient } from "../../llm/client.ts";
import type { Analyst } from "../analyst.ts";
import { founderPrice } from "../../text/price/founder-price.ts";
import { profileFromText } from "../text-analyst/profile.ts";
import { argueWithModel } from "./case-against.ts";
import { modelFit, modelVerdict } from "./judgement.ts";
import { modelMethodology } from "./methodology.ts";
import { profileWithModel } from "./profile.ts";
import { analyseSources } from "./read-evidence.ts";
import { queriesWithModel } from "./search-plan.ts";
import { tailorWording } from "./wording.ts";

/**
 * The analyst with a model: the fast model profiles, plans and quotes, the smart model weighs the
 * verified quotes. Every step that runs out of budget takes the text analyst's answer and says so.
 */
export function modelAnalyst(llm: LlmClient): Analyst {
  return {
    name: llm.analyst,
    tokens: { budget: llm.tokenBudget, prices: llm.prices },
    profile: async (ctx) => profileWithModel({ ctx, llm, fromText: profileFromText(ctx.input.idea) }),
    plan: async (ctx, { profile }) => queriesWithModel({ ctx, llm, profile }),
    readEvidence: async (ctx, { profile, research }) => analyseSources({ ctx, llm, profile, research }),
    score: async (ctx, judged) => modelVerdict({ ctx, llm, judged }),
    businessFit: async (ctx, judged) => modelFit({ ctx, llm, judged }),
    // The drafts stand when the wording call fails (budget, provider, refusal); a cancelled validation still stops.
    async word(ctx, drafts) {
      if (llm.extractionOnly || drafts.riskiestAssumptions.length + drafts.qualityAssessment.strengths.length + drafts.qualityAssessment.weaknesses.length === 0) return drafts;
      const budget = budgetOf({ ctx, llm });
      const { description } = ctx.input.idea;
      try {
        return await tailorWording({
          drafts, description, price: founderPrice({ profile: ctx.input.outputs["planning-profile"] ?? {}, description }), llm, signal: ctx.signal, meter: budget.usage, deadline: stageDeadline({ budget, stage: "synthesis" }),
        });
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        ctx.log.warn({ err: error }, "the report wording call failed; the drafted wording stands");
        return drafts;
      }
    },
    // The smart model writes the case against from the verified evidence; the draft stands when the answer fails the citation check or the call fails.
    argue: async (ctx, input) => argueWithModel({ ctx, llm, input }),
    methodology: (ctx, facts) => modelMethodology({ ctx, llm, facts }),
    usage: (ctx) => budgetOf({ ctx, llm }).usage.summary(STAGE_NAMES),
  };
}
