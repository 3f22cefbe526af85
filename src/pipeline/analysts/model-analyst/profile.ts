import { z } from "zod";
import type { IdeaCorrections } from "../../../shared/contracts/idea-corrections.ts";
import { CATEGORIES, GENERAL_CATEGORY } from "../../text/lexicon-categories.ts";
import type { LlmClient } from "../../llm/client.ts";
import { isBudgetExhausted } from "../../llm/errors.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, plainName } from "../../llm/untrusted.ts";
import type { StageContext } from "../../types.ts";
import { budgetOf, stageDeadline } from "../../budget.ts";
import type { StageInput, IdeaProfile } from "../../contracts/checkpoints.ts";
import { BUSINESS_MODELS } from "../../contracts/vocabulary.ts";
import { holdToText, modelPriceSchema } from "../../text/price/hold-to-text.ts";

const ALL_CATEGORIES = [...CATEGORIES, GENERAL_CATEGORY];
const categoryIds = ALL_CATEGORIES.map((c) => c.id) as [string, ...string[]];

export const modelProfileSchema = z.object({
  title: z.string().min(1).max(80),
  pitch: z.string().min(1).max(300),
  problem: z.string().max(500).nullable(),
  customer: z.string().max(200).nullable(),
  customerSegment: z.enum(["businesses", "professionals", "consumers"]).nullable(),
  categoryId: z.enum(categoryIds),
  keywords: z.array(z.string().min(1).max(60)).min(3).max(8),
  likelyCompetitors: z.array(z.string().min(1).max(80)).max(8),
  targetMarket: z.string().max(200).nullable(),
  businessModel: z.enum(BUSINESS_MODELS).nullable(),
  price: modelPriceSchema,
});

export const PROFILE_SYSTEM = [
  "Task: planning-profile.",
  "You are a startup research analyst. Read the founder's description of a startup idea and extract its profile as JSON.",
  "Take problem, customer, customerSegment, targetMarket, businessModel and price only from what the description says; use null where it says nothing. Do not invent facts.",
  "price: every price the description states, each as written: amount (keep the cents), currency code, period (one-off, day, week, fortnight, month, quarter, term, year, or use when charged per unit used or bought; null when none is written), per (the noun it is charged per and whether that is a person, an account, a unit of use or a pack; null when none), recurring, item (what it buys, else null); main (index of the first paid price, else null); takeRate (percent, per, orderValue) when the founder takes a cut; freeTier; ads when ads pay for it; billing (recurring or one-off said in words, else null). Never convert a period or a currency, never add a price the description does not state.",
  "title: a short name for the idea (at most 8 words). pitch: one sentence. keywords: 3 to 8 search phrases of 1 to 3 words naming the product space, as people would type them into a search box.",
  "categoryId: the closest of the listed categories. likelyCompetitors: up to 6 named products or companies you know of that solve the same problem for the same customer (names only, no links).",
  DATA_RULES,
].join("\n");

/** The founder's corrections of the reading, as lines the model reads as data (the profile is held to them in code afterwards). */
function correctionLines(corrections: IdeaCorrections | null | undefined): string[] {
  if (!corrections) return [];
  const lines = (["product", "customer", "problem", "price", "currency"] as const)
    .flatMap((field) => (corrections[field] ? [`${field}: ${corrections[field]}`] : []));
  if (lines.length === 0) return [];
  return [
    "The founder corrected our reading of their description. Take these fields exactly as given and read the rest of the profile consistently with them:",
    fenceUntrusted({ label: "Founder's corrections", body: cleanUntrusted({ text: lines.join("\n"), max: 1200, keepLines: true }) }),
  ];
}

export function profilePrompt({ description, country, corrections }: { description: string; country: string; corrections?: IdeaCorrections | null }): string {
  return [
    fenceUntrusted({ label: "Founder's description", body: cleanUntrusted({ text: description, max: 6000 }) }),
    ...correctionLines(corrections),
    `Market country code: ${country}.`,
    `Categories (id: label): ${ALL_CATEGORIES.map((c) => `${c.id}: ${c.label}`).join("; ")}.`,
  ].join("\n\n");
}

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

/** The model's reading of the idea over the text analysis, which still supplies pain phrases, sentiment and specificity. */
export async function profileWithModel({ ctx, llm, fromText }: { ctx: StageContext<StageInput>; llm: LlmClient; fromText: IdeaProfile }): Promise<IdeaProfile> {
  const budget = budgetOf({ ctx, llm });
  const { idea } = ctx.input;
  let answer: z.infer<typeof modelProfileSchema>;
  try {
    answer = await llm.generateObject({
      role: "fast",
      stage: "planning-profile",
      task: "the idea profile",
      schema: modelProfileSchema,
      system: PROFILE_SYSTEM,
      prompt: profilePrompt({ description: idea.description, country: idea.country, corrections: idea.corrections }),
      maxOutputTokens: 1200,
      signal: ctx.signal,
      meter: budget.usage,
      deadline: stageDeadline({ budget, stage: "planning-profile" }),
    });
  } catch (error) {
    if (!isBudgetExhausted(error)) throw error;
    return { ...fromText, fallback: error.message };
  }
  const category = ALL_CATEGORIES.find((c) => c.id === answer.categoryId) ?? GENERAL_CATEGORY;
  const keywords = [...new Set(answer.keywords.map((k) => tidy(k).toLowerCase()).filter(Boolean))];
  return {
    ...fromText,
    title: idea.title?.trim() || tidy(answer.title),
    pitch: tidy(answer.pitch),
    problem: answer.problem ? tidy(answer.problem) : null,
    customer: answer.customer ? tidy(answer.customer) : null,
    customerSegment: answer.customerSegment,
    category: { id: category.id, label: category.label },
    keywords: keywords.length >= 3 ? keywords : fromText.keywords,
    competitorTypes: fromText.competitorTypes,
    targetMarket: answer.targetMarket ? tidy(answer.targetMarket) : null,
    businessModel: { model: answer.businessModel, cues: fromText.businessModel.cues },
    // Held to the reader and the founder's text: where the text has a price, the reader's reading wins.
    price: holdToText(answer.price, idea.description),
    likelyCompetitors: [...new Set(answer.likelyCompetitors.map((name) => plainName(tidy(name))).filter((name) => name !== null))].slice(0, 6),
  };
}
