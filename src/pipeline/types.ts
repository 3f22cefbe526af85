import type { FounderEvidence } from "../shared/contracts/founder-evidence.ts";
import type { Country, StageName } from "../shared/contracts/idea.ts";
import type { IdeaCorrections } from "../shared/contracts/idea-corrections.ts";
import type { LlmClient as ModelClient } from "./llm/client.ts";
import type { UsageMeter } from "./llm/usage.ts";
import type { ResearchDimension } from "./contracts/vocabulary.ts";

/** What every stage may log; pino's logger satisfies it, and so does a console wrapper. */
export interface Logger {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** The idea as the pipeline sees it. `title` is null when the founder gave none. */
export interface PipelineIdea {
  id: string;
  title: string | null;
  description: string;
  country: Country;
  validationMode: "deep" | "quick";
  /** What the founder recorded from their own tests when this validation started; absent means nothing. */
  founderEvidence?: readonly FounderEvidence[];
  /** The founder's corrections of the reading, kept with this version; absent or null means none. */
  corrections?: IdeaCorrections | null;
}

/**
 * A model client for the `fast` and `smart` roles (src/pipeline/llm). Null means no model is
 * configured and the text analyst does the work (see analysts/index.ts).
 */
export type LlmClient = ModelClient | null;


export interface ResearchQuery {
  dimension: ResearchDimension;
  query: string;
}

/** One item a connector actually retrieved, normalised across sources. */
export interface RetrievedSource {
  /** Stable id derived from the normalised URL, so the same page from two queries merges. */
  id: string;
  title: string;
  url: string;
  type: "article" | "video" | "discussion" | "review" | "data" | "other";
  platform: "reddit" | "youtube" | "facebook" | "twitter" | "linkedin" | "discord" | "github" | "stackoverflow" | "medium" | "other";
  /** ISO date of publication (or last activity). */
  date: string;
  excerpt: string;
  engagement: { score?: number; comments?: number; views?: number };
  /** The connector that retrieved it (e.g. "hackernews"). */
  connector: string;
  /** Counted facts about a product or project (competitor landscape); only figures the API gave. */
  facts?: SourceFacts;
  /** The whole page or discussion, when it was fetched after the search; absent means only the snippet is known. */
  reading?: SourceReading;
}

/** Figures an API states about a product or project: GitHub stars and activity, Product Hunt votes. */
export interface SourceFacts {
  stars?: number;
  forks?: number;
  openIssues?: number;
  /** Product Hunt upvotes. */
  votes?: number;
  /** ISO date of the last push (GitHub) or launch (Product Hunt). */
  lastActivity?: string;
  archived?: boolean;
}

/** One comment or answer of a discussion, read in full, quotable and citable on its own. */
export interface SourceComment {
  /** The comment's own address where the site gives one, else the thread's. */
  url: string;
  author: string;
  /** ISO date, "" when the site gave none. */
  date: string;
  /** Plain text, whole (no clipping beyond the per-comment cap). */
  text: string;
  /** Points or votes, when the site shows them. */
  points?: number;
}

/**
 * The readable text of a page or discussion fetched after the search found it: a thread's post and
 * its comments (Hacker News, Stack Exchange answers, Reddit), a repository's README and recent
 * issues, or a web page's article text. Counted as "read in full" in the methodology.
 */
export interface SourceReading {
  kind: "thread" | "repository" | "page";
  /** The post, README or article as plain text. */
  text: string;
  /** Comments, answers or issues, in the site's order. Empty for a plain page. */
  comments: SourceComment[];
}

/** A research source: query in, normalised sources out. Errors mean the source could not be reached. */
export interface SourceConnector {
  name: string;
  search(query: ResearchQuery, options: { signal: AbortSignal; limit: number }): Promise<RetrievedSource[]>;
  /**
   * Fetches the whole discussion or page behind one of this connector's results (comments,
   * answers, README and issues, article text); null when there is nothing more to read.
   */
  read?(source: RetrievedSource, options: { signal: AbortSignal }): Promise<SourceReading | null>;
  /** At most this many reads per research run, where the API's quota is small (keyless GitHub: 60 calls an hour). */
  readsPerRun?: number;
}

/** The validation's time and token budget, shared by its stages (without a model, its token side stays unused). */
export interface StageBudget {
  /** Epoch ms by which the report must be written; stages share out what is left. */
  deadline: number;
  /** The whole validation's time budget in ms. */
  totalMs: number;
  /** Token usage of the whole validation against its token budget. */
  usage: UsageMeter;
}

export interface StageContext<Input> {
  input: Input;
  sources: SourceConnector[];
  signal: AbortSignal;
  log: Logger;
  /** Absent in unit tests; the stages then assume a fresh default budget. */
  budget?: StageBudget;
}

export type { StageName };
