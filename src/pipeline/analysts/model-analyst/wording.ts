import { z } from "zod";
import type { PriceReading } from "../../../shared/contracts/price.ts";
import type { Experiment, RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { LlmClient } from "../../llm/client.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, stripLinks } from "../../llm/untrusted.ts";
import type { UsageMeter } from "../../llm/usage.ts";
import type { Worded } from "../analyst.ts";
import { misstatesPrice, moneyPhrases } from "../business-figures.ts";

/**
 * What the model may reword: the report's templated sentences a person reads, each by a key it
 * echoes back. Numbers, prices, decision rules, buttons and evidence stay as code wrote them.
 */
const wordingSchema = z.object({
  fields: z.array(z.object({ key: z.string().max(40), text: z.string().max(400) })).max(80),
});
export type ReportWording = z.infer<typeof wordingSchema>;

export const WORDING_SYSTEM = [
  "Task: experiment-wording.",
  "You reword the templated sentences of a startup idea's validation report (riskiest assumptions, their experiments and page copy, strengths and weaknesses) so that they read as a careful analyst wrote them for this idea.",
  "Answer fields: the drafted field's key and your text, only for the fields you change.",
  "Keep each field's meaning. Keep every number, price and percentage exactly as the draft writes it (\"$35 a week\" stays \"$35 a week\", never \"a month\"), in the same currency. Use only facts in the founder's description or the drafts: never add a number, price, customer, competitor or claim they do not contain, and write no citations.",
  "Write whole sentences: name the product and the customer as a person would (plural customers, lower case mid-sentence unless a name), make verbs agree with their counts (\"1 quote supports it\", \"3 quotes support it\"), never cut a sentence or title with an ellipsis, never repeat a phrase, never write an id, key or evidence number.",
  "Interview questions ask only about past behaviour and what people already spend (\"Tell me about the last time…\", \"What do you use today…\"); never a hypothetical (\"Would you…\", \"Will you…\", \"How much would you pay\"), never a pitch of the product.",
  DATA_RULES,
].join("\n");

const HYPOTHETICAL = /\b(?:would|will|could) you\b|\bdo you think\b|\bwhat if\b|\bimagine\b/i;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const COUNTED = "quote|source|platform|product|competitor|mention|customer|result|idea|interview|person|buyer|seller|visitor";
/** A count and its noun or verb that disagree: "1 quotes", "3 source", "1 quote support it", "3 quotes supports it". */
const AGREEMENT_SLIP = new RegExp(`\\b1 (?:${COUNTED})s\\b|\\b(?:0|[2-9]|\\d{2,}) (?:${COUNTED})(?![\\w-])|\\b1 (?:${COUNTED}) (?:support|challenge)\\b|\\b(?:0|[2-9]|\\d{2,}) (?:${COUNTED})s (?:supports|challenges)\\b`, "i");

/** Phrases written twice in a row; commas and other marks do not hide one ("Source diversity, recency, Source diversity, recency"). */
function repeats(text: string): Set<string> {
  const words = text.replace(/[^\w\s'’-]+/g, " ");
  return new Set([...words.matchAll(/\b((?:\w+\s+){1,6}\w+)\s+\1\b|\b(\w{3,})\s+\2\b/gi)].map((m) => m[0].toLowerCase()));
}

/**
 * The rules code's own sentences keep: no sentence cut with "…", no phrase written twice in a row
 * (unless the draft has it, as in a name like "invoiceninja/invoiceninja"), no id, key or evidence
 * number a reader has no list for, counts that agree with their words.
 */
function readsAsWritten(text: string, draft: string): boolean {
  const drafted = repeats(draft);
  return !/…|\.\.\./.test(text.replace(/…\?/g, "?"))
    && [...repeats(text)].every((phrase) => drafted.has(phrase))
    && !/\bassumption-[a-z]|\b(?:leaning-(?:for|against)|willingness-to-pay)\b|\bE\d+\b|\ba\d\.[a-z]|\b(?:strength|weakness)\.\d/.test(text)
    && !AGREEMENT_SLIP.test(text);
}

const clean = (text: string) => stripLinks(text).replace(/\s+/g, " ").trim();
const numbersOf = (text: string) => (text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, ""));
const moneyOf = (text: string) => moneyPhrases(text).map((m) => m.text.toLowerCase().replace(/\s+/g, " ")).sort();

/** What a rewrite is held to beyond its draft: the numbers the founder and the drafts contain, and the founder's prices. */
export interface WordingRules {
  known: ReadonlySet<string>;
  price: PriceReading | null;
}

/**
 * A model sentence is kept only when it holds to the drafts' rules: not empty, no citation (the
 * evidence lines are code's, citing listed sources), no number the description and the drafts lack,
 * every number of its draft kept, the same money phrases as its draft (so the founder's price stays
 * as stated and in the report's currency), and written as code's sentences are. Anything else keeps
 * the drafted wording.
 */
export function held({ value, draft, rules, max = 400 }: { value: string | null | undefined; draft: string; rules: WordingRules; max?: number }): string {
  if (!value) return draft;
  const text = clean(value);
  if (text.length < 3 || text.length > Math.max(max, 0) || /\[S\d+\]/i.test(text) || !readsAsWritten(text, draft)) return draft;
  const numbers = numbersOf(text);
  if (numbers.some((n) => !rules.known.has(n))) return draft;
  if (numbersOf(draft).some((n) => !numbers.includes(n))) return draft;
  if (moneyOf(text).join("|") !== moneyOf(draft).join("|")) return draft;
  if (rules.price && misstatesPrice(text, rules.price)) return draft;
  return text;
}

/* ------------------------------------------------------------------------------------------------
 * The templated fields, by key: "a1.statement", "a2.question.3", "strength.0".
 * ---------------------------------------------------------------------------------------------- */

type Fields = Map<string, string>;

function experimentFields(prefix: string, experiment: Experiment, fields: Fields): void {
  switch (experiment.kind) {
    case "customer-interviews":
      fields.set(`${prefix}.whoToAsk`, experiment.whoToAsk);
      experiment.questions.forEach((q, i) => fields.set(`${prefix}.question.${i}`, q));
      fields.set(`${prefix}.confirmation`, experiment.confirmation);
      return;
    case "smoke-test":
      fields.set(`${prefix}.headline`, experiment.page.headline);
      fields.set(`${prefix}.subheadline`, experiment.page.subheadline);
      experiment.page.benefits.forEach((b, i) => fields.set(`${prefix}.benefit.${i}`, b));
      fields.set(`${prefix}.traffic`, experiment.traffic);
      return;
    case "pre-sale":
      fields.set(`${prefix}.offer`, experiment.offer);
      return;
  }
}

/** Every templated sentence of the report a person reads, by the key the model answers with. */
export function draftFields(drafts: Worded): Fields {
  const fields: Fields = new Map();
  drafts.riskiestAssumptions.forEach((a, i) => {
    const prefix = `a${i + 1}`;
    fields.set(`${prefix}.statement`, a.statement);
    fields.set(`${prefix}.why`, a.whyItMatters);
    fields.set(`${prefix}.settled`, a.settledNote);
    experimentFields(prefix, a.experiment, fields);
  });
  drafts.qualityAssessment.strengths.forEach((s, i) => fields.set(`strength.${i}`, s));
  drafts.qualityAssessment.weaknesses.forEach((w, i) => fields.set(`weakness.${i}`, w));
  return fields;
}

function rewordedExperiment(prefix: string, experiment: Experiment, take: (key: string, draft: string, max?: number) => string): Experiment {
  switch (experiment.kind) {
    case "customer-interviews": return {
      ...experiment,
      whoToAsk: take(`${prefix}.whoToAsk`, experiment.whoToAsk),
      // A hypothetical question invites a compliment, not a fact: the drafted question stands in its place.
      questions: experiment.questions.map((q, i) => {
        const worded = take(`${prefix}.question.${i}`, q, 250);
        return HYPOTHETICAL.test(worded) ? q : worded;
      }),
      confirmation: take(`${prefix}.confirmation`, experiment.confirmation),
    };
    case "smoke-test": return {
      ...experiment,
      page: {
        ...experiment.page,
        headline: take(`${prefix}.headline`, experiment.page.headline, 90),
        subheadline: take(`${prefix}.subheadline`, experiment.page.subheadline, 220),
        benefits: experiment.page.benefits.map((b, i) => take(`${prefix}.benefit.${i}`, b, 200)),
      },
      traffic: take(`${prefix}.traffic`, experiment.traffic),
    };
    case "pre-sale": return { ...experiment, offer: take(`${prefix}.offer`, experiment.offer) };
  }
}

/** The drafts with the model's wording laid over them wherever it holds to the rules. */
export function applyWording({ drafts, wording, description, price }: { drafts: Worded; wording: ReportWording; description: string; price: PriceReading | null }): Worded {
  const rules: WordingRules = { known: new Set(numbersOf(`${description}\n${JSON.stringify(drafts)}`)), price };
  const answers = new Map(wording.fields.map((f) => [f.key.trim(), f.text]));
  const take = (key: string, draft: string, max?: number) => held({ value: answers.get(key), draft, rules, ...(max ? { max } : {}) });
  return {
    riskiestAssumptions: drafts.riskiestAssumptions.map((a, i): RiskiestAssumption => {
      const prefix = `a${i + 1}`;
      return {
        ...a,
        statement: take(`${prefix}.statement`, a.statement, 300),
        whyItMatters: take(`${prefix}.why`, a.whyItMatters),
        settledNote: take(`${prefix}.settled`, a.settledNote),
        experiment: rewordedExperiment(prefix, a.experiment, take),
      };
    }),
    qualityAssessment: {
      ...drafts.qualityAssessment,
      strengths: drafts.qualityAssessment.strengths.map((s, i) => take(`strength.${i}`, s, 300)),
      weaknesses: drafts.qualityAssessment.weaknesses.map((w, i) => take(`weakness.${i}`, w, 300)),
    },
  };
}

/** Asks the fast model, once, to reword every templated sentence; the caller keeps the drafts when it fails. */
export async function tailorWording({ drafts, description, price, llm, signal, meter, deadline }: {
  drafts: Worded; description: string; price: PriceReading | null; llm: LlmClient; signal: AbortSignal; meter: UsageMeter; deadline: number;
}): Promise<Worded> {
  const fields = draftFields(drafts);
  const wording = await llm.generateObject({
    role: "fast",
    stage: "synthesis",
    task: "the report's wording",
    schema: wordingSchema,
    system: WORDING_SYSTEM,
    prompt: [
      fenceUntrusted({ label: "Founder's description", body: cleanUntrusted({ text: description, max: 4000, keepLines: true }) }),
      fenceUntrusted({ label: "Drafted fields (JSON, key: text)", body: JSON.stringify(Object.fromEntries(fields)) }),
    ].join("\n\n"),
    // About as long as the drafts themselves, with room for the keys.
    maxOutputTokens: Math.min(4000, 400 + Math.ceil([...fields.values()].join(" ").length / 3)),
    signal,
    meter,
    deadline,
  });
  return applyWording({ drafts, wording, description, price });
}
