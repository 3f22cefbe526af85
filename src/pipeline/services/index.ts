/**
 * The pipeline work a web request may call directly (see
 * docs/decisions/008-server-pipeline-entry-points.md): improving a description, reading the idea
 * before research (decision 023) and keyword
 * trends, the report as Markdown, plus the model client and analyst name both roles are composed with. The server imports
 * the pipeline through this module (and the queue in src/db), never its internals.
 */
export { createLlmClientFromSettings } from "../llm/providers.ts";
export { TEXT_ANALYST } from "../analysts/text-analyst/index.ts";
export { renderReportMarkdown } from "../report/markdown.ts";
export { createKeywordTrends } from "../trends/index.ts";
export { KeywordTrendsError } from "../trends/types.ts";
export type { KeywordTrendsFailure, KeywordTrendsService, TrendsProvider } from "../trends/types.ts";
export type { LlmClient } from "../types.ts";
export { improveDescription } from "./improve-description.ts";
export { canReadCorrectedPrice, readIdea } from "./read-idea.ts";
