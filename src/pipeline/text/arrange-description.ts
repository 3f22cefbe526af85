import { analyzeDescription } from "./analyze-description.ts";
import { findCustomers } from "./customer.ts";
import { PAIN_TERMS, PROBLEM_TERMS, SOLUTION_TERMS } from "./lexicon-cues.ts";
import type { Term } from "./match.ts";
import { readText } from "./nlp.ts";
import { countTerms } from "./phrases.ts";
import { mainPrice } from "../../shared/contracts/price.ts";
import { readPrice } from "./price/read-price.ts";

export const SECTIONS = ["Problem", "Customers", "Solution", "Business model", "Other details"] as const;
export type Section = (typeof SECTIONS)[number];
export type Sections = Record<Section, string[]>;
type AskedSection = Exclude<Section, "Other details">;
const ASKED: readonly AskedSection[] = ["Problem", "Customers", "Solution", "Business model"];

/**
 * What the founder is asked where the text says nothing: a question shown beside the text, never
 * written into it (a placeholder in the text would be read as the founder's words, even as a title).
 */
export const SECTION_PROMPTS: Readonly<Record<AskedSection, string>> = {
  Problem: "Problem: what problem do your customers have, and how painful is it?",
  Customers: "Customers: who exactly has this problem?",
  Solution: "Solution: what will you build, and how does it solve the problem?",
  "Business model": "Business model: how will customers pay?",
};
/** Placeholders earlier versions wrote into the text: taken out again when such a text is arranged. */
const OLD_PLACEHOLDER = /^not stated yet — .*\?$/;

const CUSTOMER_CUES: readonly Term[] = [
  "target*", "customers are", "users are", "clients are", "aimed at", "audience", "ideal customer*", "our customers",
  "my customers", "designed for", "built for", "who it's for", "who it is for",
];
/** Words that say how money is made; "sell" or "buy" alone describe the product as often as the model. */
const MODEL_CUES: readonly Term[] = [
  "charg*", "pricing", "price*", "priced", "subscription*", "subscrib*", "commission*", "take rate", "freemium",
  "paid plan*", "paid tier*", "pro plan*", "per month", "/month", "per seat", "per user", "per year", "a month",
  "advertis*", "ad-supported", "licens*", "licenc*", "revenue", "monetiz*", "monetis*", "fee*", "pay per", "one-off", "one-time",
];
const HEADING = new RegExp(`^\\s*(?:#+\\s*)?\\**\\s*(${SECTIONS.join("|")})\\s*\\**\\s*:\\s*\\**\\s*`, "i");
const CHECKLIST_LINE = /^\s*(?:Checklist:|\[[ x]\]\s)/i;
/** Where one long sentence changes subject: semicolons, dashes, and joins such as ", which", " who", " and charges". */
const CLAUSE_BREAK = /\s*;\s*|\s+[—–-]\s+|,?\s+(?=(?:which|who|so that|because|while|but)\s)|,\s+(?=(?:so|and)\s)|\s+(?=and\s+(?:charg|cost|sell|bill|earn|make)\w*\s)/i;
const MIN_CLAUSE_WORDS = 3;

export function emptySections(): Sections {
  return { Problem: [], Customers: [], Solution: [], "Business model": [], "Other details": [] };
}

/** How strongly a sentence answers each question; the strongest answer wins, ties go to the earlier section. */
function classify({ sentence, namesCustomer, opening }: { sentence: string; namesCustomer: boolean; opening: boolean }): Section {
  const scores: Record<AskedSection, number> = {
    Problem: countTerms({ text: sentence, terms: PROBLEM_TERMS }) + countTerms({ text: sentence, terms: PAIN_TERMS }),
    Customers: 2 * countTerms({ text: sentence, terms: CUSTOMER_CUES }),
    Solution: countTerms({ text: sentence, terms: SOLUTION_TERMS }) + (opening ? 1 : 0),
    "Business model": countTerms({ text: sentence, terms: MODEL_CUES }) + (readPrice(sentence).prices.length > 0 ? 3 : 0),
  };
  let best: Section = namesCustomer ? "Customers" : opening ? "Solution" : "Other details";
  let bestScore = 0;
  for (const section of ASKED) {
    if (scores[section] > bestScore) {
      best = section;
      bestScore = scores[section];
    }
  }
  return best;
}

/** A description written as one long sentence is arranged by its clauses, so it never lands under one heading. */
function pieces(text: string): string[] {
  const { sentences } = readText(text);
  if (sentences.length !== 1) return sentences;
  const clauses: string[] = [];
  for (const clause of text.split(CLAUSE_BREAK).map((c) => c.trim()).filter(Boolean)) {
    // A fragment too short to stand alone stays with the clause before it, so no word is lost.
    const previous = clauses.at(-1);
    if (previous !== undefined && clause.split(/\s+/).length < MIN_CLAUSE_WORDS) clauses[clauses.length - 1] = `${previous} ${clause}`;
    else clauses.push(clause);
  }
  return clauses.length > 1 ? clauses : sentences;
}

/** Distinct customer phrases, a shorter one dropped when a longer one already holds it ("firms" in "small accounting firms"). */
function distinctPhrases(phrases: readonly string[]): string[] {
  const kept: string[] = [];
  for (const phrase of phrases) {
    const lower = phrase.toLowerCase().replace(/s$/, "");
    if (!kept.some((k) => k.toLowerCase().includes(lower))) kept.push(phrase);
  }
  return kept;
}

/** Moves a sentence the analysis found into an empty section, unless it is the only thing where it stands. */
function ensure({ into, section, sentence }: { into: Sections; section: AskedSection; sentence: string | null | undefined }): void {
  if (!sentence || into[section].length > 0) return;
  const from = SECTIONS.find((s) => into[s].some((held) => held === sentence || sentence.includes(held) || held.includes(sentence)));
  if (!from) return;
  const held = into[from].find((h) => h === sentence || sentence.includes(h) || h.includes(sentence)) ?? sentence;
  if (into[from].length > 1) into[from] = into[from].filter((h) => h !== held);
  into[section].push(held);
}

/** The founder's sentences sorted under the four questions, checked against what the analysis found. */
export function sortFreeText({ text, into }: { text: string; into: Sections }): void {
  const { tokens } = readText(text);
  const parts = pieces(text);
  const customers = findCustomers(tokens).filter((c) => c.specific);
  parts.forEach((part, index) => {
    const namesCustomer = customers.some((c) => part.toLowerCase().includes(c.phrase.toLowerCase()));
    into[classify({ sentence: part, namesCustomer, opening: index === 0 })].push(part);
  });

  // Whatever the analysis found is never reported as "not stated".
  const analysis = analyzeDescription(text);
  ensure({ into, section: "Problem", sentence: analysis.problemSentence ?? analysis.painPhrases[0] });
  ensure({ into, section: "Solution", sentence: analysis.solutionSentence });
  const price = readPrice(text);
  ensure({ into, section: "Business model", sentence: mainPrice(price)?.words ?? price.takeRate?.words });
  // A customer named inside another sentence ("an app for nurses") still answers "who?": quote the phrase.
  if (into.Customers.length === 0) {
    const named = distinctPhrases(customers.map((c) => c.phrase)).slice(0, 3).join("; ");
    if (named) into.Customers.push(named.charAt(0).toUpperCase() + named.slice(1));
  }
}

/** Text already in our sectioned format is kept as the founder arranged it, so arranging twice changes nothing. */
export function parseSections(text: string): Sections | null {
  const lines = text.split(/\r?\n/).filter((line) => !CHECKLIST_LINE.test(line));
  // One heading is enough: a sparse arranged text ("Solution: Uber for dogs") is ours as well.
  if (!lines.some((line) => HEADING.test(line))) return null;
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
    if (OLD_PLACEHOLDER.test(content.trim())) content = "";
    const trimmed = content.trim();
    if (trimmed.length === 0) continue;
    if (current) sections[current].push(trimmed);
    else loose.push(trimmed);
  }
  if (loose.length > 0) sortFreeText({ text: loose.join("\n"), into: sections });
  return sections;
}

/** The questions a text leaves open: one for each of the four it does not answer. */
export function openQuestions(sections: Sections): string[] {
  return ASKED.filter((section) => sections[section].join("").trim() === "").map((section) => SECTION_PROMPTS[section]);
}

/** The questions an arranged text leaves open, read back from the text. */
export function openQuestionsOf(text: string): string[] {
  return openQuestions(parseSections(text) ?? emptySections());
}

/** The sections as text, only what the founder said: a section with nothing in it is left out. */
export function renderSections(sections: Sections): string {
  const blocks: string[] = [];
  for (const section of SECTIONS) {
    // Clauses taken from one long sentence carry no full stop; a semicolon keeps them apart.
    const content = sections[section].map((item) => item.trim()).filter(Boolean)
      .reduce((joined, item) => (joined ? `${joined}${/[.!?]$/.test(joined) ? " " : "; "}${item}` : item), "")
      .replace(/\s+/g, " ");
    if (content) blocks.push(`${section}: ${content}`);
  }
  return blocks.join("\n\n");
}

/** The founder's own sentences arranged under problem, customers, solution and business model, without a model. */
export function arrangeDescription(description: string): string {
  const text = description.trim();
  const sections = parseSections(text) ?? (() => {
    const into = emptySections();
    sortFreeText({ text, into });
    return into;
  })();
  return renderSections(sections);
}
