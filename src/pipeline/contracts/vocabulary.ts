/**
 * The words the checkpoints and every layer above share: what a score, a research query and an
 * evidence quote can be about, the business models and red flags a profile or analysis may name,
 * and how many keywords a profile keeps. One list each, so a stored checkpoint and the code that
 * reads it never disagree.
 */

/** The four scores of a report. */
export const DIMENSIONS = ["opportunity", "problem", "feasibility", "timing"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What a planned search query looks for. */
export const RESEARCH_DIMENSIONS = ["pain", "competitors", "pricing", "demand", "timing", "channels"] as const;
export type ResearchDimension = (typeof RESEARCH_DIMENSIONS)[number];

/** What a quoted sentence bears on. */
export const EVIDENCE_DIMENSIONS = ["pain", "demand", "competition", "pricing", "timing", "channels"] as const;
export type EvidenceDimension = (typeof EVIDENCE_DIMENSIONS)[number];

export const BUSINESS_MODELS = ["subscription", "marketplace", "transactional", "ads", "services"] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const RED_FLAG_IDS = ["hardware", "regulated", "marketplace-cold-start", "network-effects", "deep-tech", "physical-operations", "impossible-premise"] as const;
export type RedFlagId = (typeof RED_FLAG_IDS)[number];

export const MIN_KEYWORDS = 3;
export const MAX_KEYWORDS = 8;
