import { z } from "zod";
import type { LlmClient } from "../llm/client.ts";
import { isBudgetExhausted } from "../llm/errors.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted } from "../llm/untrusted.ts";
import type { UsageMeter } from "../llm/usage.ts";
import { EVIDENCE_DIMENSIONS, type EvidenceItem, type IdeaProfile, type ResearchedSource } from "../stages/contracts.ts";

export const modelEvidenceSchema = z.object({
  sources: z.array(z.object({
    ref: z.string(),
    relevance: z.number().min(0).max(10),
    quotes: z.array(z.object({
      text: z.string().min(1).max(400),
      dimension: z.enum(EVIDENCE_DIMENSIONS),
      stance: z.enum(["supports", "challenges", "neutral"]),
    })).max(3),
  })),
});
export type ModelEvidence = z.infer<typeof modelEvidenceSchema>;

export const BATCH_SIZE = 8;
const EXCERPT_IN_PROMPT = 900;

export const EVIDENCE_SYSTEM = [
  "Task: analysis.",
  "You extract market evidence about a startup idea from sources retrieved by web searches.",
  "For every source, rate its relevance to the idea from 0 (unrelated) to 10 (directly about this problem and customer), and copy up to 2 short quotes (one sentence, at most 200 characters) that say something about the idea's market.",
  "Quotes must be copied word for word from that source's title or text; never paraphrase, merge sources or add words. Give each quote a dimension (pain, demand, competition, pricing, timing, channels) and a stance: supports (the quote makes the idea more promising), challenges (less promising) or neutral.",
  "Refer to each source by its ref exactly as given (e.g. R3). Give sources with nothing relevant an empty quotes list.",
  DATA_RULES,
].join("\n");

function describeSource({ source, ref }: { source: ResearchedSource; ref: string }): string {
  const { score, comments } = source.engagement ?? {};
  const meta = [source.platform, source.type, source.date.slice(0, 10), score !== undefined ? `${score} points` : null, comments !== undefined ? `${comments} comments` : null]
    .filter(Boolean).join(", ");
  return [
    `[${ref}] (${meta})`,
    `Title: ${cleanUntrusted({ text: source.title, max: 300 })}`,
    `Text: ${cleanUntrusted({ text: source.excerpt ?? "", max: EXCERPT_IN_PROMPT })}`,
  ].join("\n");
}

export function evidencePrompt({ profile, batch }: { profile: IdeaProfile; batch: readonly { source: ResearchedSource; ref: string }[] }): string {
  const idea = cleanUntrusted({ text: `${profile.title}: ${profile.pitch} Customer: ${profile.customer ?? "not stated"}. Problem: ${profile.problem ?? "not stated"}`, max: 800 });
  return [
    fenceUntrusted({ label: "The idea", body: idea }),
    fenceUntrusted({ label: `Retrieved sources (${batch.map((b) => b.ref).join(", ")})`, body: batch.map(describeSource).join("\n\n") }),
  ].join("\n\n");
}

/** Text compared for quoting: lower case, straight quotes, single spaces, no punctuation at the edges. */
export function comparable(text: string): string {
  return text.toLowerCase()
    .replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, "\"").replace(/[‐‑‒–—―]/g, "-")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ")
    .trim().replace(/^[\s"'.,;:!?…-]+|[\s"'.,;:!?…-]+$/g, "");
}

/** True when every part of the quote (split at ellipses) appears word for word in the source. */
export function quoteIsInSource({ quote, source }: { quote: string; source: ResearchedSource }): boolean {
  const haystack = comparable(`${source.title}\n${source.excerpt ?? ""}`);
  const parts = quote.split(/\.\.\.|…/).map(comparable).filter((p) => p.length > 0);
  return parts.length > 0 && parts.every((part) => part.length >= 8 && haystack.includes(part));
}

export interface BatchOutcome {
  evidence: Omit<EvidenceItem, "id">[];
  relevance: Map<string, number>;
  dropped: { unknownSource: number; notInSource: number };
}

/** Keeps only quotes that name a source of this batch and appear word for word in it. */
export function verifyEvidence({ answer, batch }: { answer: ModelEvidence; batch: readonly { source: ResearchedSource; ref: string }[] }): BatchOutcome {
  const byRef = new Map(batch.map((b) => [b.ref.toUpperCase(), b.source]));
  const outcome: BatchOutcome = { evidence: [], relevance: new Map(), dropped: { unknownSource: 0, notInSource: 0 } };
  const seen = new Set<string>();
  for (const entry of answer.sources) {
    const source = byRef.get(entry.ref.trim().replace(/^\[|\]$/g, "").toUpperCase());
    if (!source) {
      outcome.dropped.unknownSource += entry.quotes.length;
      continue;
    }
    outcome.relevance.set(source.id, Math.round(entry.relevance * 10) / 10);
    for (const quote of entry.quotes.slice(0, 2)) {
      const text = quote.text.replace(/\s+/g, " ").trim();
      const key = `${source.id}|${comparable(text)}`;
      if (!quoteIsInSource({ quote: text, source })) {
        outcome.dropped.notInSource += 1;
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      outcome.evidence.push({ sourceId: source.id, quote: text, dimension: quote.dimension, stance: quote.stance });
    }
  }
  return outcome;
}

/** Reads one batch of sources with the fast model; a spent budget leaves the batch unread rather than failing the stage. */
export async function readBatch({ llm, profile, batch, index, total, signal, meter, deadline }: {
  llm: LlmClient; profile: IdeaProfile; batch: readonly { source: ResearchedSource; ref: string }[];
  index: number; total: number; signal: AbortSignal; meter: UsageMeter; deadline: number;
}): Promise<BatchOutcome | { budget: string }> {
  try {
    const answer = await llm.generateObject({
      role: "fast",
      stage: "analysis",
      task: `the evidence extraction (batch ${index + 1} of ${total})`,
      schema: modelEvidenceSchema,
      system: EVIDENCE_SYSTEM,
      prompt: evidencePrompt({ profile, batch }),
      maxOutputTokens: 2500,
      signal,
      meter,
      deadline,
    });
    return verifyEvidence({ answer, batch });
  } catch (error) {
    if (isBudgetExhausted(error)) return { budget: error.message };
    throw error;
  }
}
