import { findCustomers } from "../text-analysis/customer.ts";
import { MONETISATION_TERMS, PAIN_TERMS, PROBLEM_TERMS, SOLUTION_TERMS } from "../text-analysis/lexicon-cues.ts";
import { BUSINESS_MODEL_TERMS, BUSINESS_MODELS } from "../text-analysis/lexicon-models.ts";
import { hasAny, type Term } from "../text-analysis/match.ts";
import { readText } from "../text-analysis/nlp.ts";
import { z } from "zod";
import type { LlmClient as ModelClient } from "../llm/client.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, stripLinks } from "../llm/untrusted.ts";
import { UsageMeter } from "../llm/usage.ts";
import type { LlmClient } from "../types.ts";

const SECTIONS = ["Problem", "Customers", "Solution", "Business model", "Other details"] as const;
type Section = (typeof SECTIONS)[number];

/** What the founder sees where the text says nothing: a question, never an invented answer. */
export const SECTION_PROMPTS: Readonly<Record<Exclude<Section, "Other details">, string>> = {
  Problem: "not stated yet — what problem do your customers have, and how painful is it?",
  Customers: "not stated yet — who exactly has this problem?",
  Solution: "not stated yet — what will you build, and how does it solve the problem?",
  "Business model": "not stated yet — how will customers pay?",
};

const CUSTOMER_CUES: readonly Term[] = [
  "target*", "customers are", "users are", "clients are", "aimed at", "audience", "ideal customer*", "our customers",
  "my customers", "designed for", "built for", "who it's for", "who it is for",
];
const MODEL_TERMS: readonly Term[] = [...MONETISATION_TERMS, ...BUSINESS_MODELS.flatMap((m) => BUSINESS_MODEL_TERMS[m])];
const HEADING = new RegExp(`^\\s*(?:#+\\s*)?\\**\\s*(${SECTIONS.join("|")})\\s*\\**\\s*:\\s*\\**\\s*`, "i");

function classify({ sentence, namesCustomer }: { sentence: string; namesCustomer: boolean }): Section {
  if (hasAny({ text: sentence, terms: CUSTOMER_CUES })) return "Customers";
  if (hasAny({ text: sentence, terms: MODEL_TERMS })) return "Business model";
  if (hasAny({ text: sentence, terms: PROBLEM_TERMS }) || hasAny({ text: sentence, terms: PAIN_TERMS })) return "Problem";
  if (hasAny({ text: sentence, terms: SOLUTION_TERMS })) return "Solution";
  return namesCustomer ? "Customers" : "Other details";
}

function emptySections(): Record<Section, string[]> {
  return { Problem: [], Customers: [], Solution: [], "Business model": [], "Other details": [] };
}

function sortFreeText({ text, into }: { text: string; into: Record<Section, string[]> }): void {
  const { sentences, tokens } = readText(text);
  const customers = findCustomers(tokens);
  const withCustomer = new Set(customers.filter((c) => c.specific).map((c) => c.sentence));
  sentences.forEach((sentence, index) => {
    into[classify({ sentence, namesCustomer: withCustomer.has(index) })].push(sentence);
  });
  // A customer named inside a solution sentence ("an app for nurses") still answers "who?": quote the phrase.
  if (into.Customers.length === 0) {
    const named = [...new Set(customers.filter((c) => c.specific).map((c) => c.phrase))].slice(0, 3).join("; ");
    if (named) into.Customers.push(named.charAt(0).toUpperCase() + named.slice(1));
  }
  // Founders usually open with the idea itself ("Uber for dogs"), so an unplaced opening line is the solution.
  const opening = into["Other details"][0];
  if (into.Solution.length === 0 && opening !== undefined && opening === sentences[0]) {
    into.Solution.push(opening);
    into["Other details"].shift();
  }
}

/** Text already in our sectioned format is kept as the founder arranged it, so improving twice changes nothing. */
function parseSections(text: string): Record<Section, string[]> | null {
  const lines = text.split(/\r?\n/);
  const headed = lines.filter((line) => HEADING.test(line)).length;
  if (headed < 2) return null;
  const sections = emptySections();
  const loose: string[] = [];
  let current: Section | null = null;
  for (const line of lines) {
    const match = HEADING.exec(line);
    let content = line;
    if (match?.[1]) {
      current = SECTIONS.find((s) => s.toLowerCase() === match[1]?.toLowerCase()) ?? null;
      content = line.slice(match[0].length);
    }
    if (current && current !== "Other details") {
      const prompt = SECTION_PROMPTS[current];
      if (content.trim().startsWith(prompt)) content = content.trim().slice(prompt.length);
    }
    const trimmed = content.trim();
    if (trimmed.length === 0) continue;
    if (current) sections[current].push(trimmed);
    else loose.push(trimmed);
  }
  if (loose.length > 0) sortFreeText({ text: loose.join("\n"), into: sections });
  return sections;
}

function render(sections: Record<Section, string[]>): string {
  const blocks: string[] = [];
  for (const section of SECTIONS) {
    const content = sections[section].join(" ").replace(/\s+/g, " ").trim();
    if (section === "Other details") {
      if (content) blocks.push(`${section}: ${content}`);
    } else {
      blocks.push(`${section}: ${content || SECTION_PROMPTS[section]}`);
    }
  }
  return blocks.join("\n\n");
}

const modelSectionsSchema = z.object({
  problem: z.string().max(1500).nullable(),
  customers: z.string().max(1500).nullable(),
  solution: z.string().max(1500).nullable(),
  businessModel: z.string().max(1500).nullable(),
  otherDetails: z.string().max(2500).nullable(),
});

export const IMPROVE_SYSTEM = [
  "Task: improve-description.",
  "You help a founder state a startup idea clearly. Sort what the founder's description says into problem, customers, solution, businessModel and otherDetails, rewording for clarity in the founder's voice.",
  "Use only what the description says: never add facts, numbers, customers, prices or claims it does not contain. Use null for a section the description does not cover; the founder will be asked about it.",
  DATA_RULES,
].join("\n");

/** A model call for a person waiting on the page: short, and never allowed to hold the request long. */
const IMPROVE_TIMEOUT_MS = 30_000;

async function improveWithModel({ text, llm }: { text: string; llm: ModelClient }): Promise<string> {
  const answer = await llm.generateObject({
    role: "fast",
    stage: "improve-description",
    task: "the improved description",
    schema: modelSectionsSchema,
    system: IMPROVE_SYSTEM,
    prompt: fenceUntrusted({ label: "Founder's description", body: cleanUntrusted({ text, max: 6000, keepLines: true }) }),
    maxOutputTokens: 1500,
    signal: AbortSignal.timeout(IMPROVE_TIMEOUT_MS),
    meter: new UsageMeter({ budget: llm.tokenBudget, prices: llm.prices }),
    deadline: Date.now() + IMPROVE_TIMEOUT_MS,
  });
  const section = (value: string | null) => (value ? [stripLinks(value.replace(/\s+/g, " ").trim())].filter(Boolean) : []);
  return render({
    Problem: section(answer.problem),
    Customers: section(answer.customers),
    Solution: section(answer.solution),
    "Business model": section(answer.businessModel),
    "Other details": section(answer.otherDetails),
  });
}

/**
 * Restructures a description into Problem, Customers, Solution and Business model. With a model it
 * rewords the founder's text into those sections; without one (or if the model fails) it sorts the
 * founder's own sentences. Either way a section the text does not cover gets a question instead of content.
 * A model failure is handed to `onModelFailure` (the route logs it and tells the page), so a wrong key
 * or a retired model does not go unnoticed behind the offline rewrite.
 */
export async function improveDescription({ description, llm, onModelFailure }: {
  description: string; llm: LlmClient; onModelFailure?: (error: unknown) => void;
}): Promise<string> {
  const text = description.trim();
  if (llm) {
    try {
      return await improveWithModel({ text, llm });
    } catch (error) {
      // The founder still gets the sections from their own sentences rather than an error.
      onModelFailure?.(error);
    }
  }
  const sections = parseSections(text) ?? (() => {
    const into = emptySections();
    sortFreeText({ text, into });
    return into;
  })();
  return render(sections);
}
