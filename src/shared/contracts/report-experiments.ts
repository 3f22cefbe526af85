import { z } from "zod";

/**
 * The assumptions a report's verdict rests on most and the evidence has least settled, each with
 * the cheapest experiment that could prove it wrong. An assumption's `id` comes from its kind, so
 * it names the same assumption in every version of an idea's report (results recorded against it
 * follow it from one version to the next). Reports stored before these existed carry none.
 */

export const ASSUMPTION_KINDS = ["pain", "willingness-to-pay", "supply", "reach", "switching", "timing", "premise"] as const;
export const assumptionKindSchema = z.enum(ASSUMPTION_KINDS);
export type AssumptionKind = z.infer<typeof assumptionKindSchema>;

/** How far the retrieved evidence settles an assumption; forum evidence never settles one outright. */
export const assumptionSettledSchema = z.enum(["untested", "contested", "leaning-for", "leaning-against"]);
export type AssumptionSettled = z.infer<typeof assumptionSettledSchema>;

const experimentBase = {
  /** Why this test is the cheapest one that could prove the assumption wrong. */
  why: z.string(),
  /** The pass and fail lines, written before the test is run. */
  decisionRule: z.string(),
  /** Roughly how long it takes, as a plain phrase ("two weeks"). */
  duration: z.string(),
};

export const interviewExperimentSchema = z.object({
  kind: z.literal("customer-interviews"),
  ...experimentBase,
  people: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  /** Who to talk to and where to find them. */
  whoToAsk: z.string(),
  /** Questions about past behaviour and current spend, never a pitch. */
  questions: z.array(z.string()),
  /** Questions to stay away from (they invite compliments, not facts). */
  avoid: z.array(z.string()),
  /** The answer that counts as confirmation. */
  confirmation: z.string(),
});

export const smokeTestExperimentSchema = z.object({
  kind: z.literal("smoke-test"),
  ...experimentBase,
  page: z.object({ headline: z.string(), subheadline: z.string(), benefits: z.array(z.string()), priceLine: z.string().nullable() }),
  callToAction: z.string(),
  /** Where the visitors come from. */
  traffic: z.string(),
  visitorsNeeded: z.number().int().min(1),
  /** The sign-up rate that counts as a pass, as a fraction (0.05 for 5%). */
  passRate: z.number().min(0).max(1),
});

export const preSaleExperimentSchema = z.object({
  kind: z.literal("pre-sale"),
  ...experimentBase,
  /** What is offered, done by hand where the product does not exist yet (concierge). */
  offer: z.string(),
  /** In the report's currency. */
  price: z.number().min(0),
  /** What the price is charged per ("one-off", "per month"). */
  per: z.string(),
  /** Whether the price was stated by the founder or is the report's estimate. */
  priceFrom: z.enum(["stated", "estimate"]),
  /** The price as people read it, written from the founder's components or labelled as an estimate; absent in older reports. */
  priceText: z.string().optional(),
  /** How many people or firms to ask, and how many must pay for a pass. */
  asked: z.number().int().min(1),
  buyersNeeded: z.number().int().min(1),
  deadlineDays: z.number().int().min(1),
});

export const experimentSchema = z.discriminatedUnion("kind", [interviewExperimentSchema, smokeTestExperimentSchema, preSaleExperimentSchema]);
export type Experiment = z.infer<typeof experimentSchema>;
export type ExperimentKind = Experiment["kind"];

export const riskiestAssumptionSchema = z.object({
  /** Stable across versions of the idea's report: "assumption-" and the kind. */
  id: z.string(),
  kind: assumptionKindSchema,
  statement: z.string(),
  /** Why the verdict depends on it. */
  whyItMatters: z.string(),
  /** Quotes from retrieved sources, each ending in its `[S<n>]`. */
  evidenceFor: z.array(z.string()),
  evidenceAgainst: z.array(z.string()),
  settled: assumptionSettledSchema,
  /** How settled, in a sentence (what the evidence shows and what it cannot). */
  settledNote: z.string(),
  experiment: experimentSchema,
});
export type RiskiestAssumption = z.infer<typeof riskiestAssumptionSchema>;

export const assumptionId = (kind: AssumptionKind) => `assumption-${kind}`;
