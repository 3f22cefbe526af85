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

/** What a quoted sentence bears on; feasibility is whether the product can be built and run (a law, a licence, safety, the technology, what running it costs). */
export const EVIDENCE_DIMENSIONS = ["pain", "demand", "competition", "pricing", "timing", "channels", "feasibility"] as const;
export type EvidenceDimension = (typeof EVIDENCE_DIMENSIONS)[number];

/** What a source can show: a person's own experience (discussion, qa, issue), an offer (vendor, open-source) or events (article, encyclopedia). */
export const SOURCE_KINDS = ["discussion", "qa", "issue", "vendor", "open-source", "article", "encyclopedia"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** What a quote states: a product's feature or offer, praise, a complaint, a price, or an event (launch, funding, shutdown). */
export const QUOTE_KINDS = ["feature", "praise", "complaint", "price", "event"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const BUSINESS_MODELS = ["subscription", "marketplace", "transactional", "ads", "services"] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const RED_FLAG_IDS = ["hardware", "regulated", "marketplace-cold-start", "network-effects", "deep-tech", "physical-operations", "impossible-premise"] as const;
export type RedFlagId = (typeof RED_FLAG_IDS)[number];

export const MIN_KEYWORDS = 3;
export const MAX_KEYWORDS = 8;
