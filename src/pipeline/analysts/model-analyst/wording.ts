import { z } from "zod";
import type { Experiment, RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import type { LlmClient } from "../../llm/client.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, stripLinks } from "../../llm/untrusted.ts";
import type { UsageMeter } from "../../llm/usage.ts";

/** What the model may reword: sentences only. Numbers, prices, rules and evidence stay as code wrote them. */
const wordingSchema = z.object({
  assumptions: z.array(z.object({
    id: z.string(),
    statement: z.string().max(300).nullable(),
    whyItMatters: z.string().max(400).nullable(),
    questions: z.array(z.string().max(250)).max(6).nullable(),
    confirmation: z.string().max(300).nullable(),
    headline: z.string().max(90).nullable(),
    subheadline: z.string().max(220).nullable(),
    offer: z.string().max(300).nullable(),
  })).max(3),
});
export type ExperimentWording = z.infer<typeof wordingSchema>;

export const WORDING_SYSTEM = [
  "Task: experiment-wording.",
  "You tailor the wording of a startup idea's riskiest assumptions and their experiments to the idea. For each drafted assumption, by its id, rewrite the statement and why it matters in plain words specific to the idea, and where the experiment has them: interview questions, what counts as confirmation, the landing page's headline and subheadline, the pre-sale offer. Use null to keep a draft field as it is.",
  "Keep each field's meaning. Use only facts in the founder's description or the drafts: never add a number, price, percentage, customer, competitor or claim they do not contain, and write no citations.",
  "Write whole sentences: name the product and the customer as a person would (plural customers, lower case mid-sentence unless a name), never cut a title with an ellipsis, never repeat a phrase, never write an id, key or evidence number.",
  "Interview questions ask only about past behaviour and what people already spend (\"Tell me about the last time…\", \"What do you use today…\"); never a hypothetical (\"Would you…\", \"Will you…\", \"How much would you pay\"), never a pitch of the product.",
  DATA_RULES,
].join("\n");

const HYPOTHETICAL = /\b(?:would|will|could) you\b|\bdo you think\b|\bwhat if\b|\bimagine\b/i;
const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * The rules code's own sentences keep: no sentence cut with "…", no phrase written twice in a row,
 * no id, key or evidence number a reader has no list for.
 */
function readsAsWritten(text: string): boolean {
  return !/…|\.\.\./.test(text.replace(/…\?/g, "?"))
    && !/\b((?:\w+\s+){1,6}\w+)\s+\1\b/i.test(text)
    && !/\bassumption-[a-z]|\b(?:leaning-(?:for|against)|willingness-to-pay)\b|\bE\d+\b/.test(text);
}

const clean = (text: string) => stripLinks(text).replace(/\s+/g, " ").trim();

/**
 * A model sentence is kept only when it holds to the drafts' honesty rules: not empty, no citation (the
 * evidence lines are code's, citing listed sources), and no number that neither the founder's
 * description nor the drafts contain. Anything else keeps the drafted wording.
 */
function held({ value, draft, known }: { value: string | null | undefined; draft: string; known: ReadonlySet<string> }): string {
  if (!value) return draft;
  const text = clean(value);
  if (text.length < 3 || /\[S\d+\]/i.test(text) || !readsAsWritten(text)) return draft;
  const invented = (text.match(NUMBER) ?? []).some((n) => !known.has(n.replace(/,/g, "")));
  return invented ? draft : text;
}

function numbersIn(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((t) => (t.match(NUMBER) ?? []).map((n) => n.replace(/,/g, ""))));
}

function tailoredExperiment({ experiment, wording, known }: { experiment: Experiment; wording: ExperimentWording["assumptions"][number]; known: ReadonlySet<string> }): Experiment {
  switch (experiment.kind) {
    case "customer-interviews": {
      const questions = (wording.questions ?? []).map((q) => held({ value: q, draft: "", known })).filter((q) => q && !HYPOTHETICAL.test(q));
      return {
        ...experiment,
        // Fewer than three usable questions is not an interview guide: the drafted questions stay.
        questions: questions.length >= 3 ? questions : experiment.questions,
        confirmation: held({ value: wording.confirmation, draft: experiment.confirmation, known }),
      };
    }
    case "smoke-test": return {
      ...experiment,
      page: { ...experiment.page, headline: held({ value: wording.headline, draft: experiment.page.headline, known }), subheadline: held({ value: wording.subheadline, draft: experiment.page.subheadline, known }) },
    };
    case "pre-sale": return { ...experiment, offer: held({ value: wording.offer, draft: experiment.offer, known }) };
  }
}

/** The drafts with the model's wording laid over them wherever it holds to the rules. */
export function applyWording({ drafts, wording, description }: { drafts: readonly RiskiestAssumption[]; wording: ExperimentWording; description: string }): RiskiestAssumption[] {
  const known = numbersIn([description, JSON.stringify(drafts)]);
  return drafts.map((draft) => {
    const tailored = wording.assumptions.find((w) => w.id === draft.id);
    if (!tailored) return draft;
    return {
      ...draft,
      statement: held({ value: tailored.statement, draft: draft.statement, known }),
      whyItMatters: held({ value: tailored.whyItMatters, draft: draft.whyItMatters, known }),
      experiment: tailoredExperiment({ experiment: draft.experiment, wording: tailored, known }),
    };
  });
}

/** The drafts as the model is shown them: the wording it may change, not the numbers or the evidence. */
function draftsForModel(drafts: readonly RiskiestAssumption[]) {
  return drafts.map((d) => ({
    id: d.id,
    statement: d.statement,
    whyItMatters: d.whyItMatters,
    experiment: d.experiment.kind,
    ...(d.experiment.kind === "customer-interviews" ? { questions: d.experiment.questions, confirmation: d.experiment.confirmation } : {}),
    ...(d.experiment.kind === "smoke-test" ? { headline: d.experiment.page.headline, subheadline: d.experiment.page.subheadline } : {}),
    ...(d.experiment.kind === "pre-sale" ? { offer: d.experiment.offer } : {}),
  }));
}

/** Asks the fast model to tailor the drafts' wording; the caller keeps the drafts when it fails. */
export async function tailorWording({ drafts, description, llm, signal, meter, deadline }: {
  drafts: readonly RiskiestAssumption[]; description: string; llm: LlmClient; signal: AbortSignal; meter: UsageMeter; deadline: number;
}): Promise<RiskiestAssumption[]> {
  const wording = await llm.generateObject({
    role: "fast",
    stage: "synthesis",
    task: "the experiment wording",
    schema: wordingSchema,
    system: WORDING_SYSTEM,
    prompt: [
      fenceUntrusted({ label: "Founder's description", body: cleanUntrusted({ text: description, max: 4000, keepLines: true }) }),
      fenceUntrusted({ label: "Drafted assumptions (JSON)", body: JSON.stringify(draftsForModel(drafts), null, 1) }),
    ].join("\n\n"),
    maxOutputTokens: 2000,
    signal,
    meter,
    deadline,
  });
  return applyWording({ drafts, wording, description });
}
