import { z } from "zod";
import type { CaseAgainst } from "../../../shared/contracts/report-sections.ts";
import type { ResearchedSource } from "../../contracts/checkpoints.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import type { AnalystContext, CaseAgainstInput } from "../analyst.ts";
import type { LlmClient } from "../../llm/client.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, stripLinks } from "../../llm/untrusted.ts";
import type { UsageMeter } from "../../llm/usage.ts";
import { comparable, quoteIsInSource } from "../../text/verbatim.ts";

/** What the model may write: the argument's words. Whether evidence was found and what was searched stay code's. */
const caseAgainstAnswerSchema = z.object({
  summary: z.string().min(1).max(700),
  points: z.array(z.string().min(1).max(600)).min(1).max(8),
});
export type CaseAgainstAnswer = z.infer<typeof caseAgainstAnswerSchema>;

export const CASE_AGAINST_SYSTEM = [
  "Task: synthesis-case-against.",
  "You are a sceptical startup analyst. Write the strongest honest case against the idea that the verified evidence supports: a summary of one or two sentences, then up to six points, strongest first.",
  "Order the points: products of the same kind that already failed first, then free or open-source substitutes and established incumbents, then doubts that the need is real (pain, demand, willingness to pay), then anything else. Keep the draft's first point first.",
  "Every point, and the summary, rests on the evidence: quote it word for word inside “curly quotes” exactly as shown (never reword a quote, never join two quotes into one) and cite its source as [S<n>] with the number shown beside it. Cite only the numbers shown; never name a product, number or event that the evidence and the draft do not contain.",
  "A point about the founder's own description starts with \"From your description:\" and cites nothing. Never say that nothing argues against the idea.",
  DATA_RULES,
].join("\n");

/** Challenging quotes shown to the model; the rest of the evidence argues for the idea and costs tokens for nothing here. */
const MAX_PROMPT_QUOTES = 24;

/** The draft, the listed sources' numbers and the verified challenging quotes, as the model is shown them. */
function caseAgainstPrompt({ draft, sources, evidence }: CaseAgainstInput): string {
  const numberOf = new Map(sources.map((s, index) => [s.id, index + 1]));
  const quotes = evidence.filter((e) => e.stance === "challenges").slice(0, MAX_PROMPT_QUOTES).flatMap((e) => {
    const n = numberOf.get(e.sourceId);
    return n === undefined ? [] : [`[S${n}] (${e.dimension}, ${e.stance}): ${cleanUntrusted({ text: e.quote, max: 300 })}`];
  });
  const listed = sources.map((s, index) => `[S${index + 1}] ${cleanUntrusted({ text: s.title || s.url, max: 160 })}`);
  return [
    fenceUntrusted({ label: "Draft case against (written in code from the same evidence; each line cites its source)", body: cleanUntrusted({ text: [draft.summary, ...draft.points].join("\n"), max: 6000, keepLines: true }) }),
    fenceUntrusted({ label: `Verified challenging evidence (${quotes.length} quotes from the listed sources)`, body: quotes.join("\n") || "(none)" }),
    fenceUntrusted({ label: "Listed sources", body: listed.join("\n") }),
    "Write the case against.",
  ].join("\n\n");
}

const CITATION = /\[S(\d+)\]/g;
/** A quoted passage: text in curly or straight double quotes, three words or more. */
const QUOTED = /[“"]([^“”"]+)[”"]/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const DESCRIPTION_POINT = /^From your description:/;
/** Words that say nothing argues against the idea: never true beside evidence that does. */
const NOTHING_AGAINST = /\bno (?:challenging )?evidence\b|\bnothing (?:was researched|argues)\b|\bno source\b/i;
const DEFUNCT_LEAD = /^Already tried and failed: (.+?): /;

/**
 * Whether the model's case against holds to the report: every `[S<n>]` names a listed source,
 * every point but the description's cites one, every quoted passage is word for word in a source
 * that its sentence cites, every number is in the evidence or the draft, the draft's failed
 * precedent still leads, and nothing says that no evidence argues against the idea. Returns why not.
 */
export function checkCaseAgainst({ answer, input }: { answer: CaseAgainstAnswer; input: CaseAgainstInput }): string | null {
  const byId = new Map(input.retrieved.map((s) => [s.id, s]));
  const known = new Set([input.draft.summary, ...input.draft.points, ...input.evidence.map((e) => e.quote)].flatMap((t) => (t.match(NUMBER) ?? []).map((n) => n.replace(/,/g, ""))));
  const lines = [answer.summary, ...answer.points];
  for (const line of lines) {
    const cited = [...line.matchAll(CITATION)].map((m) => Number(m[1]));
    const isDescription = DESCRIPTION_POINT.test(line);
    if (cited.some((n) => n < 1 || n > input.sources.length)) return `cites a source the report does not list: ${line}`;
    if (!isDescription && cited.length === 0) return `a point cites no source: ${line}`;
    const citedSources = cited.map((n) => byId.get(input.sources[n - 1]!.id)).filter((s): s is ResearchedSource => s !== undefined);
    const quotes = [...line.matchAll(QUOTED)].map((m) => m[1]!.trim()).filter((q) => q.split(/\s+/).length >= 3);
    for (const quote of quotes) {
      // A quote clipped with "…" by the draft is checked part by part, as the evidence check does.
      if (!citedSources.some((source) => quoteIsInSource({ quote, source }))) return `quotes words not found in the cited source: “${quote}”`;
    }
    const unquoted = line.replace(QUOTED, " ").replace(CITATION, " ");
    const invented = (unquoted.match(NUMBER) ?? []).find((n) => !known.has(n.replace(/,/g, "")));
    if (invented !== undefined) return `states a number the evidence does not: ${invented}`;
    if (NOTHING_AGAINST.test(unquoted)) return `says nothing argues against the idea: ${line}`;
  }
  const precedent = DEFUNCT_LEAD.exec(input.draft.points[0] ?? "")?.[1];
  if (precedent && !comparable(`${answer.summary} ${answer.points[0]}`).includes(comparable(precedent))) {
    return `the failed precedent ${precedent} no longer leads`;
  }
  return null;
}

const clean = (text: string) => stripLinks(text).replace(/\s+/g, " ").trim();

/**
 * Asks the smart model to write the case against from the verified evidence. The answer stands only
 * when it passes the citation check; otherwise (and when the draft found nothing against the idea,
 * which only code may say) the draft stands. The caller keeps the draft when the call itself fails.
 */
export async function writeCaseAgainst({ input, llm, signal, meter, deadline }: {
  input: CaseAgainstInput; llm: LlmClient; signal: AbortSignal; meter: UsageMeter; deadline: number;
}): Promise<{ caseAgainst: CaseAgainst; refused: string | null }> {
  const { draft } = input;
  if (!draft.evidenceFound) return { caseAgainst: draft, refused: null };
  const raw = await llm.generateObject({
    role: "smart",
    stage: "synthesis",
    task: "the case against",
    schema: caseAgainstAnswerSchema,
    system: CASE_AGAINST_SYSTEM,
    prompt: caseAgainstPrompt(input),
    maxOutputTokens: 1500,
    signal,
    meter,
    deadline,
  });
  const answer = { summary: clean(raw.summary), points: raw.points.map(clean).filter(Boolean) };
  const refused = answer.points.length === 0 ? "the answer has no point" : checkCaseAgainst({ answer, input });
  if (refused) return { caseAgainst: draft, refused };
  return { caseAgainst: { ...draft, summary: answer.summary, points: answer.points }, refused: null };
}

/** The model analyst's case against: the draft whenever the model is not to be asked, fails, or answers beside the evidence. */
export async function argueWithModel({ ctx, llm, input }: { ctx: AnalystContext; llm: LlmClient; input: CaseAgainstInput }): Promise<CaseAgainst> {
  if (llm.extractionOnly) return input.draft;
  const budget = budgetOf({ ctx, llm });
  try {
    const { caseAgainst, refused } = await writeCaseAgainst({ input, llm, signal: ctx.signal, meter: budget.usage, deadline: stageDeadline({ budget, stage: "synthesis" }) });
    if (refused) ctx.log.warn({ ideaId: ctx.input.idea.id, refused }, "the model's case against failed the citation check; the drafted case against stands");
    return caseAgainst;
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    ctx.log.warn({ err: error }, "the case-against call failed; the drafted case against stands");
    return input.draft;
  }
}
