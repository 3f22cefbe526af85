import type { RiskiestAssumption } from "../../shared/contracts/report-experiments.ts";
import type { Currency, DimensionScore, ReportBody, ReportSource } from "../../shared/contracts/report.ts";
import type {
  AnalysisResult, EvidenceItem, IdeaProfile, ResearchedSource, ResearchPlan, ResearchResult, SourceAnalysis, StageInput,
} from "../contracts/checkpoints.ts";
import type { Dimension } from "../contracts/vocabulary.ts";
import type { Price } from "../llm/pricing.ts";
import type { LlmRole, UsageSummary } from "../llm/usage.ts";
import type { StageContext } from "../types.ts";
import type { CaseAgainst } from "../../shared/contracts/report-sections.ts";

/** What every analyst method is given: the idea with the checkpoints so far, the sources, the budget. */
export type AnalystContext = StageContext<StageInput>;

/** The quotes an analyst found in the retrieved sources and the signals counted from them. */
export interface SourceReading {
  sourceAnalysis: SourceAnalysis;
  signals: AnalysisResult["signals"];
}

/** What the report is judged on: the checkpoints and the verified quotes of the sources the report lists. */
export interface Judged {
  profile: IdeaProfile;
  plan: ResearchPlan;
  research: ResearchResult;
  analysis: AnalysisResult;
  /** Verified quotes whose source is listed in the report. */
  evidence: readonly EvidenceItem[];
  /** The report's number [S<n>] of each listed source, by source id. */
  numberOf: ReadonlyMap<string, number>;
  /** The measured quality of the listed sources (0-10). */
  quality: number;
}

export interface Verdict {
  scores: Record<Dimension, DimensionScore>;
  confidence: number;
  /** Scores whose evidence the limitations call thin. */
  thin: readonly string[];
  /** Why the scores were cut short (time or token budget), one sentence each. */
  notes: readonly string[];
  /** Lines that stand in for a score's evidence when no quote from a listed source bears on it. */
  standIn?: Readonly<Record<Dimension, readonly string[]>>;
}

export interface Fit {
  revenuePotential: ReportBody["revenuePotential"];
  executionDifficulty: ReportBody["executionDifficulty"];
  goToMarketSignals: ReportBody["goToMarketSignals"];
  currency: Currency;
  moneyFigures?: "rule-of-thumb" | "estimated";
  missingDetails: string[];
  /** Every figure's basis, in words, for the methodology. */
  assumptions: readonly string[];
  /** Why the business fit was cut short, one sentence each. */
  notes: readonly string[];
}

/**
 * The report's templated sentences a person reads that an analyst may reword: the riskiest
 * assumptions with their experiments, and the quality assessment's strengths and weaknesses.
 */
export interface Worded {
  riskiestAssumptions: RiskiestAssumption[];
  qualityAssessment: ReportBody["qualityAssessment"];
}

/** What the methodology writer is told about the run, for the analyst to describe its own part. */
export interface RunFacts extends Judged {
  verdict: Verdict;
  fit: Fit;
  listedSources: number;
}

/**
 * An analyst's own sentences; the report's methodology writer sets them around the sentences both
 * analysts share (what was searched, unreachable sources, thin evidence, the recommendation rule).
 */
export interface MethodologySentences {
  researchProcess: string[];
  /** After the research note and the list of sources searched. */
  dataCollection: string[];
  /** Before the recommendation rule, and after it. */
  approach: string[];
  approachAfter: string[];
  /** First among the limitations: why parts of the run were cut short. */
  cutShort: string[];
  /** After the unreachable sources: what retrieval did or did not find. */
  retrieval: string[];
  /** After the thin-evidence sentence: the analyst's own caveats. */
  caveats: string[];
}

/** What an analyst writes the case against from: code's draft, the report's listed sources and what research retrieved. */
export interface CaseAgainstInput {
  /** The case against written in code from the same evidence: its order and facts, each cited. */
  draft: CaseAgainst;
  /** The report's source list; `[S<n>]` is the n-th. */
  sources: readonly ReportSource[];
  retrieved: readonly ResearchedSource[];
  /** Verified quotes (found word for word in their source). */
  evidence: readonly EvidenceItem[];
}

/**
 * One way to validate an idea. The stages call these methods and never ask whether a model is
 * configured: the model analyst reads with a model (falling back to the text analyst's answers when
 * its budget is spent), the text analyst reads with lexicons and sentence analysis.
 */
export interface Analyst {
  /** Recorded with every checkpoint and as the report's model. */
  readonly name: string;
  /** The validation's token budget and each role's price; none for an analyst that uses no model. */
  readonly tokens: { budget: number; prices: Readonly<Record<LlmRole, Price | null>> };
  profile(ctx: AnalystContext): Promise<IdeaProfile>;
  plan(ctx: AnalystContext, input: { profile: IdeaProfile }): Promise<ResearchPlan>;
  /** Null when there was nothing to read and the description alone stands. */
  readEvidence(ctx: AnalystContext, input: { profile: IdeaProfile; research: ResearchResult }): Promise<SourceReading | null>;
  score(ctx: AnalystContext, input: Judged): Promise<Verdict>;
  /** Runs alongside `score`; an analyst whose figures depend on the verdict awaits it. */
  businessFit(ctx: AnalystContext, input: Judged & { verdict: Promise<Verdict> }): Promise<Fit>;
  /** The case against in the analyst's own words from code's draft, held to the same citation check; absent, the draft stands. */
  argue?(ctx: AnalystContext, input: CaseAgainstInput): Promise<CaseAgainst>;
  /** The wording of the report's templated sentences, given the drafts written in code. */
  word(ctx: AnalystContext, drafts: Worded): Promise<Worded>;
  methodology(ctx: AnalystContext, facts: RunFacts): MethodologySentences;
  /** Model usage so far, for the report; undefined for an analyst that uses no model. */
  usage(ctx: AnalystContext): UsageSummary | undefined;
}
