import type { Country, StageName } from "../shared/contracts/idea.ts";

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
}

/**
 * A model client for the `fast` and `smart` roles. Null means no model is configured and the
 * offline analyst does the work. The AI research engine issue fills this in.
 */
export type LlmClient = null;

/** A research source connector (the AI research engine issue adds real ones). */
export interface SourceConnector {
  name: string;
}

export interface StageContext<Input> {
  input: Input;
  llm: LlmClient;
  sources: SourceConnector[];
  signal: AbortSignal;
  log: Logger;
}

export type { StageName };
