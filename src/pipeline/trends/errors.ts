import { OutboundError } from "../http/errors.ts";
import { KeywordTrendsError } from "./types.ts";

/** A provider failure as the route must answer it: quota and rate limits are a 429, the rest "unavailable". */
export function trendsFailureOf(error: unknown): KeywordTrendsError | null {
  if (error instanceof KeywordTrendsError) return error;
  if (!(error instanceof OutboundError)) return null;
  if (error.kind === "aborted") return null;
  if (error.kind === "quota" || error.kind === "rate-limited") return new KeywordTrendsError("quota", error.message);
  return new KeywordTrendsError("unavailable", error.message);
}
