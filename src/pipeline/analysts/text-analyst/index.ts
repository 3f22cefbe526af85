import type { Analyst } from "../analyst.ts";
import { countedVerdict, tableFit } from "./judgement.ts";
import { textMethodology } from "./methodology.ts";
import { profileFromText } from "./profile.ts";
import { readSourcesInCode } from "./read-evidence.ts";
import { draftResearchPlan } from "./search-plan.ts";

/**
 * Recorded as the report's model and with each checkpoint when no model is configured. The stored
 * value predates the name "text analyst" and stays, so checkpoints of earlier runs still match it.
 */
export const TEXT_ANALYST = "offline-analyst";

/**
 * The analyst without a model: it researches the same sources and reads them with lexicons and
 * sentence analysis, counts the quotes into the scores and takes business figures from tables.
 */
export const textAnalyst: Analyst = {
  name: TEXT_ANALYST,
  tokens: { budget: 0, prices: { fast: null, smart: null } },
  profile: async (ctx) => profileFromText(ctx.input.idea),
  plan: async (ctx, { profile }) => draftResearchPlan({ profile, mode: ctx.input.idea.validationMode }),
  readEvidence: async (_ctx, { research, profile }) => (research.sources.length === 0 ? null : readSourcesInCode({ research, profile })),
  score: async (_ctx, judged) => countedVerdict(judged),
  businessFit: async (ctx, input) => tableFit({ ctx, input }),
  word: async (_ctx, drafts) => drafts,
  methodology: (_ctx, facts) => textMethodology(facts),
  usage: () => undefined,
};
