import { z } from "zod";

/**
 * The report's competitor landscape and its strongest case against. Both are written in code from
 * what research retrieved in the run, and every evidence line ends in the `[S<n>]` citation of a
 * source in the report's own list. Reports stored before these existed carry neither.
 */

/** How a competitor turned up in the retrieved sources. */
export const competitorFoundAsSchema = z.enum(["repository", "launch", "web-result", "encyclopedia", "named-in-discussion", "named-in-source"]);
export type CompetitorFoundAs = z.infer<typeof competitorFoundAsSchema>;

export const competitorSchema = z.object({
  name: z.string(),
  /** The competitor's own page when a source is it (a repository, a launch), else the source that names it. */
  url: z.string(),
  foundAs: competitorFoundAsSchema,
  /** What it does, traction, pricing where a page states it, complaints users make: each line cites its source. */
  evidence: z.array(z.string()),
  /** Where a listed source says it costs nothing, its code is open, or it shut down (a precedent). */
  free: z.boolean().optional(),
  openSource: z.boolean().optional(),
  defunct: z.boolean().optional(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorLandscapeSchema = z.object({
  competitors: z.array(competitorSchema),
  /** Names known only from the model's general knowledge: no retrieved source mentioned them. */
  unverified: z.array(z.string()),
  /** Which sources were searched and how, so an empty landscape says where nothing was found. */
  searched: z.string(),
});
export type CompetitorLandscape = z.infer<typeof competitorLandscapeSchema>;

export const caseAgainstSchema = z.object({
  /** The best argument against the idea that the evidence supports, in one or two sentences. */
  summary: z.string(),
  /** What the argument rests on: quotes and findings, each citing its source (description findings say so). */
  points: z.array(z.string()),
  /** False when no challenging evidence turned up in what was searched; the summary then says so. */
  evidenceFound: z.boolean(),
  searched: z.string(),
});
export type CaseAgainst = z.infer<typeof caseAgainstSchema>;
