import { z } from "zod";
import { draftQueries, removeNearDuplicates } from "../../research/search-plan.ts";
import { type ResearchQuery } from "../../types.ts";
import type { LlmClient } from "../../llm/client.ts";
import { isBudgetExhausted } from "../../llm/errors.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted } from "../../llm/untrusted.ts";
import type { StageContext } from "../../types.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import type { StageInput, IdeaProfile, ResearchPlan } from "../../contracts/checkpoints.ts";
import { RESEARCH_DIMENSIONS } from "../../contracts/vocabulary.ts";

/** Queries kept per research dimension: enough to cover it, few enough for the sources' rate limits. */
export const ENGINE_QUERIES_PER_DIMENSION = { deep: 3, quick: 2 } as const;

export const modelQueriesSchema = z.object({
  queries: z.array(z.object({ dimension: z.enum(RESEARCH_DIMENSIONS), query: z.string().min(2).max(120) })).min(6).max(36),
});

export const QUERIES_SYSTEM = [
  "Task: planning-queries.",
  "You plan market research for a startup idea. Write search queries for each research dimension:",
  "pain (people describing the problem), competitors (existing products, including the named likely competitors), pricing (what people pay for alternatives), demand (people asking for a solution), timing (trends and changes that make it possible or urgent now), channels (where the customers gather and buy).",
  "Each query is 2 to 6 words, the way people type into Hacker News, Stack Exchange, GitHub, Wikipedia or a web search box: no quotes, no operators, no site: filters. Make the queries of one dimension differ from each other.",
  DATA_RULES,
].join("\n");

export function queriesPrompt({ profile, perDimension }: { profile: IdeaProfile; perDimension: number }): string {
  const lines = [
    `Idea: ${profile.title}`,
    `Pitch: ${profile.pitch}`,
    `Problem: ${profile.problem ?? "not stated"}`,
    `Customer: ${profile.customer ?? "not stated"}`,
    `Category: ${profile.category.label}`,
    `Keywords: ${profile.keywords.join(", ")}`,
    `Likely competitors: ${(profile.likelyCompetitors ?? []).join(", ") || "none named"}`,
  ];
  return [
    fenceUntrusted({ label: "Idea profile (from the founder's description)", body: cleanUntrusted({ text: lines.join("\n"), max: 3000, keepLines: true }) }),
    `Write ${perDimension + 1} queries for each of the six dimensions.`,
  ].join("\n\n");
}

/** A query as a search box takes it: one line, no quotes or operators a connector might misread. */
const tidyQuery = (query: string) => query.replace(/["“”]/g, "").replace(/\s+/g, " ").trim().slice(0, 120);

/** Keeps at most `perDimension` distinct queries per dimension and fills a dimension the model left empty from the drafts. */
export function finishPlan({ proposed, drafts, perDimension }: { proposed: readonly ResearchQuery[]; drafts: readonly ResearchQuery[]; perDimension: number }): Omit<ResearchPlan, "fallback"> {
  const { kept, removed } = removeNearDuplicates(proposed.map((q) => ({ dimension: q.dimension, query: tidyQuery(q.query) })).filter((q) => q.query.length > 1));
  const queries: ResearchQuery[] = [];
  for (const dimension of RESEARCH_DIMENSIONS) {
    const own = kept.filter((q) => q.dimension === dimension).slice(0, perDimension);
    queries.push(...(own.length > 0 ? own : drafts.filter((q) => q.dimension === dimension).slice(0, 1)));
  }
  const final = removeNearDuplicates(queries);
  return { queries: final.kept, removedDuplicates: removed + final.removed };
}

export async function queriesWithModel({ ctx, llm, profile }: { ctx: StageContext<StageInput>; llm: LlmClient; profile: IdeaProfile }): Promise<ResearchPlan> {
  const budget = budgetOf({ ctx, llm });
  const perDimension = ENGINE_QUERIES_PER_DIMENSION[ctx.input.idea.validationMode];
  const drafts = draftQueries({
    subject: profile.reading?.subject ?? null, keywords: profile.keywords, customer: profile.customer, perDimension,
  });
  try {
    const answer = await llm.generateObject({
      role: "fast",
      stage: "planning-queries",
      task: "the research queries",
      schema: modelQueriesSchema,
      system: QUERIES_SYSTEM,
      prompt: queriesPrompt({ profile, perDimension }),
      maxOutputTokens: 1500,
      signal: ctx.signal,
      meter: budget.usage,
      deadline: stageDeadline({ budget, stage: "planning-queries" }),
    });
    return finishPlan({ proposed: answer.queries, drafts, perDimension });
  } catch (error) {
    if (!isBudgetExhausted(error)) throw error;
    return { ...finishPlan({ proposed: drafts, drafts, perDimension }), fallback: error.message };
  }
}
