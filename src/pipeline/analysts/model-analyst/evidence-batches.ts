import { z } from "zod";
import type { LlmClient } from "../../llm/client.ts";
import { isBudgetExhausted } from "../../llm/errors.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted } from "../../llm/untrusted.ts";
import type { UsageMeter } from "../../llm/usage.ts";
import type { EvidenceItem, IdeaProfile, ResearchedSource } from "../../contracts/checkpoints.ts";
import { comparable, quoteIsInSource } from "../../text/verbatim.ts";
import { EVIDENCE_DIMENSIONS, QUOTE_KINDS, SOURCE_KINDS, type SourceKind } from "../../contracts/vocabulary.ts";
import { OFFER_KINDS } from "../../research/source-kind.ts";

// The tags are optional so an answer recorded before them still parses; code uses them whenever they come.
export const modelEvidenceSchema = z.object({
  sources: z.array(z.object({
    ref: z.string(),
    relevance: z.number().min(0).max(10),
    type: z.enum(SOURCE_KINDS).optional(),
    quotes: z.array(z.object({
      text: z.string().min(1).max(400),
      dimension: z.enum(EVIDENCE_DIMENSIONS),
      stance: z.enum(["supports", "challenges", "neutral"]),
      also: z.array(z.enum(EVIDENCE_DIMENSIONS)).max(3).optional(),
      subject: z.boolean().optional(),
      kind: z.enum(QUOTE_KINDS).optional(),
    })).max(3),
  })),
});
export type ModelEvidence = z.infer<typeof modelEvidenceSchema>;

export const BATCH_SIZE = 8;
const EXCERPT_IN_PROMPT = 900;
/** A page read in full: its opening, where an article states its point. */
const READ_TEXT_IN_PROMPT = 3000;
/** A thread's own post, before its comments. */
const READ_TEXT_WITH_COMMENTS = 900;
/** A thread's comments, together and each: tokens are the cost of a report, so depth is bounded. */
const COMMENTS_IN_PROMPT = 2400;
const COMMENT_IN_PROMPT = 400;

export const EVIDENCE_SYSTEM = [
  "Task: analysis.",
  "You extract market evidence about a startup idea from sources retrieved by web searches.",
  "For every source, rate its relevance to the idea from 0 (unrelated) to 10 (directly about this problem and customer), and copy up to 2 short quotes (one sentence, at most 200 characters) that say something about the idea's market. A source may be a page read in full, a discussion with its comments, or only a search snippet; quotes from its comments belong to that source.",
  "Quotes must be copied word for word from that source's title or text; never paraphrase, merge sources or add words. Give each quote a dimension (pain, demand, competition, pricing, timing, channels, or feasibility: whether the product can be built and run, such as a law, a licence, safety, the technology or what running it costs) and a stance: supports (the quote makes the idea more promising), challenges (less promising) or neutral.",
  "Tag each source's type: discussion (people on a forum or thread), qa (an answer), issue (a bug report or feature request), vendor (a seller's page), open-source (a project's page), article (news, a blog post, a review) or encyclopedia.",
  "Tag each quote: subject (true only when it is about this idea's product, problem or customer, not a neighbouring market), kind (feature, praise, complaint, price, or event: a launch, funding, shutdown or recall) and also (further dimensions it bears on, e.g. a competitor's paying customers are competition and pricing). Pain comes from people, never from a vendor's copy; a same-kind product that shut down or failed challenges the idea.",
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
    ...readText(source),
  ].join("\n");
}

/**
 * What the model reads of a source: a page read in full gives more of its text, a thread its
 * comments (most visible first, each shortened), an unread source only its search snippet.
 */
function readText(source: ResearchedSource): string[] {
  const { reading } = source;
  if (!reading) return [`Snippet: ${cleanUntrusted({ text: source.excerpt ?? "", max: EXCERPT_IN_PROMPT })}`];
  const lines = [`Text: ${cleanUntrusted({ text: reading.text || source.excerpt || "", max: reading.comments.length ? READ_TEXT_WITH_COMMENTS : READ_TEXT_IN_PROMPT })}`];
  let room = COMMENTS_IN_PROMPT;
  for (const comment of reading.comments) {
    if (room <= 0) break;
    const line = cleanUntrusted({ text: comment.text, max: Math.min(COMMENT_IN_PROMPT, room) });
    room -= line.length;
    lines.push(`Comment${comment.points !== undefined ? ` (${comment.points} points)` : ""}: ${line}`);
  }
  return lines;
}

export function evidencePrompt({ profile, batch }: { profile: IdeaProfile; batch: readonly { source: ResearchedSource; ref: string }[] }): string {
  const idea = cleanUntrusted({ text: `${profile.title}: ${profile.pitch} Customer: ${profile.customer ?? "not stated"}. Problem: ${profile.problem ?? "not stated"}`, max: 800 });
  return [
    fenceUntrusted({ label: "The idea", body: idea }),
    fenceUntrusted({ label: `Retrieved sources (${batch.map((b) => b.ref).join(", ")})`, body: batch.map(describeSource).join("\n\n") }),
  ].join("\n\n");
}

export interface BatchOutcome {
  evidence: Omit<EvidenceItem, "id">[];
  relevance: Map<string, number>;
  kinds: Map<string, SourceKind>;
  dropped: { unknownSource: number; notInSource: number };
}

/**
 * The dimension and stance as the tags hold them: a vendor's or an article's words about pain are
 * what a competitor sells (competition), not a person's pain; a same-kind product's shutdown is a
 * challenge whatever stance was given.
 */
function taggedReading({ quote, type }: { quote: ModelEvidence["sources"][number]["quotes"][number]; type: SourceKind | undefined }): Pick<EvidenceItem, "dimension" | "stance" | "also" | "kind"> {
  const tags = { ...(quote.kind ? { kind: quote.kind } : {}) };
  const also = (quote.also ?? []).filter((d) => d !== quote.dimension);
  const withAlso = (list: typeof also) => (list.length > 0 ? { also: [...new Set(list)] } : {});
  if (quote.dimension === "pain" && type !== undefined && OFFER_KINDS.has(type)) {
    return { dimension: "competition", stance: "neutral", ...withAlso(also.filter((d) => d !== "competition")), ...tags };
  }
  if (quote.kind === "event" && quote.stance !== "supports" && /competition|demand/.test(quote.dimension)) {
    return { dimension: "competition", stance: "challenges", ...withAlso(also.filter((d) => d !== "competition")), ...tags };
  }
  return { dimension: quote.dimension, stance: quote.stance, ...withAlso(also), ...tags };
}

/** Keeps only quotes that name a source of this batch and appear word for word in it. */
export function verifyEvidence({ answer, batch }: { answer: ModelEvidence; batch: readonly { source: ResearchedSource; ref: string }[] }): BatchOutcome {
  const byRef = new Map(batch.map((b) => [b.ref.toUpperCase(), b.source]));
  const outcome: BatchOutcome = { evidence: [], relevance: new Map(), kinds: new Map(), dropped: { unknownSource: 0, notInSource: 0 } };
  const seen = new Set<string>();
  for (const entry of answer.sources) {
    const source = byRef.get(entry.ref.trim().replace(/^\[|\]$/g, "").toUpperCase());
    if (!source) {
      outcome.dropped.unknownSource += entry.quotes.length;
      continue;
    }
    outcome.relevance.set(source.id, Math.round(entry.relevance * 10) / 10);
    if (entry.type) outcome.kinds.set(source.id, entry.type);
    for (const quote of entry.quotes.slice(0, 2)) {
      // The relevance gate, by the model's own tag: a quote off the idea's subject never counts.
      if (quote.subject === false) continue;
      const text = quote.text.replace(/\s+/g, " ").trim();
      const key = `${source.id}|${comparable(text)}`;
      if (!quoteIsInSource({ quote: text, source })) {
        outcome.dropped.notInSource += 1;
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      outcome.evidence.push({ sourceId: source.id, quote: text, ...taggedReading({ quote, type: entry.type }) });
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
