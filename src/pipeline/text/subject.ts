import type { TextToken } from "./nlp.ts";

/**
 * What the product is, as the founder names it: the noun phrase a person would type into a search
 * box ("password manager", "feature flag", "grocery delivery"), with the other things the opening
 * sentence says it handles ("payment reminders"). Read from the parse, not from lists of products.
 */
export interface SubjectReading {
  /** Head noun and at most one qualifier: short enough that a search matching every word still finds pages. */
  phrase: string;
  /** The phrase with the kind of product the founder named ("feature flag service"), when one was named. */
  named: string;
  /** Further noun phrases of the opening sentence that are not the customer: what the product does or holds. */
  alternates: string[];
  /** The problem's noun phrase, when the description opens with the problem before naming the product ("late invoices"). */
  problem: string | null;
  /** Where the product serves, when the opening sentence names a place with a capital ("on the Moon"). */
  setting: string | null;
  /** Lower-case word stems of phrase and alternates, for measuring whether a text is about the subject. */
  terms: string[];
}

/** Nouns that say what kind of product it is but not what it is about: "app", "service", "kit". */
const KIND_NOUNS = new Set([
  "app", "apps", "application", "platform", "service", "tool", "software", "saas", "marketplace", "website", "site",
  "system", "solution", "product", "kit", "kits", "device", "subscription", "api", "startup", "company", "business",
  "network", "hub", "way", "thing", "people", "user", "users", "customer", "customers", "one", "version", "mvp",
]);
const CHUNK_TAGS = new Set(["NOUN", "PROPN", "ADJ"]);
const RELATIVE = new Set(["that", "which", "who"]);
/** Adjectives that count rather than describe ("a few drops"). */
const QUANTIFIERS = new Set([
  "few", "many", "several", "more", "most", "other", "various", "same", "own", "single",
  "hour", "hours", "day", "days", "week", "weeks", "month", "months", "time", "lot", "lots", "waste",
]);
const MAX_ALTERNATES = 2;

/** A light stem so "walkers" meets "walker" and "invoices" meets "invoice". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}

/** Runs of adjectives and nouns (a gerund before a noun counts: "streaming app"), joined across hyphens. */
interface Chunk { words: string[]; endsInNoun: boolean }

function chunksOf(tokens: readonly TextToken[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: string[] = [];
  let endsInNoun = false;
  const close = () => {
    if (current.length > 0) chunks.push({ words: current, endsInNoun });
    current = [];
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const afterHyphen = i > 0 && tokens[i - 1]!.value === "-";
    const afterRelative = i > 0 && RELATIVE.has(tokens[i - 1]!.normal);
    const gerund = token.pos === "VERB" && /ing$/.test(token.normal) && next?.pos === "NOUN";
    const wordLike = (CHUNK_TAGS.has(token.pos) || gerund) && /^[a-z][a-z0-9+#]*$/i.test(token.value);
    if (token.value === "-" && current.length > 0) continue;
    // "on-demand", "mobile-only": the half of a hyphenated word outside a chunk is dropped with its hyphen.
    if (afterHyphen && (current.length === 0 || !wordLike)) continue;
    if (wordLike && !afterRelative) {
      if (afterHyphen) current[current.length - 1] += `-${token.normal}`;
      else current.push(token.normal);
      endsInNoun = token.pos === "NOUN" || token.pos === "PROPN";
      continue;
    }
    close();
  }
  close();
  return chunks;
}

/** The chunk's searchable core: the head and one qualifier, the kind noun dropped when something else names the subject. */
function coreOf({ words, endsInNoun }: Chunk): { core: string; named: string; endsInNoun: boolean } | null {
  const content = words.filter((w) => !KIND_NOUNS.has(w) && !QUANTIFIERS.has(w) && !/-(only|based|free|day|home)$/.test(w) && !/^(same|on|at)-/.test(w));
  if (content.length === 0) return null;
  const kind = KIND_NOUNS.has(words[words.length - 1]!) ? words[words.length - 1]! : null;
  const named = [...content.slice(-2), ...(kind ? [kind] : [])].join(" ");
  const core = content.length >= 2 || !kind ? content.slice(-2).join(" ") : `${content[0]} ${kind}`;
  return { core, named, endsInNoun };
}

/** A capitalised place after "on" or "in" ("living on the Moon", "in Lagos"), as a search word. */
function settingOf(tokens: readonly TextToken[]): string | null {
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!.normal === "the" ? tokens[i - 2] : tokens[i - 1];
    if ((before?.normal === "on" || before?.normal === "in") && /^[A-Z][a-z]+$/.test(token.value) && token.pos !== "VERB") return token.normal;
  }
  return null;
}

/** The subject of the description's opening sentence; null when it names nothing but a kind of product. */
export function readSubject({ tokens, customer, customers, productSentence }: {
  tokens: readonly TextToken[]; customer: string | null; customers: readonly string[];
  /** The sentence that says what the product is, when the description opens with the problem instead. */
  productSentence: number | null;
}): SubjectReading | null {
  const opening = tokens[0]?.sentence ?? 0;
  const first = tokens.filter((t) => t.sentence === (productSentence ?? opening));
  const stemsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((p) => p.toLowerCase().split(/\s+/)).map(stem));
  const customerStems = stemsOf(customer ? [customer] : []);
  const anyCustomer = stemsOf(customers);
  // The customer ("busy dog owners") is read apart: its words are no part of the subject.
  const coresOf = (sentence: readonly TextToken[]) => chunksOf(sentence)
    .map((chunk) => ({ ...chunk, words: [...customerStems].every((c) => chunk.words.some((w) => stem(w) === c)) ? chunk.words.filter((w) => !customerStems.has(stem(w))) : chunk.words }))
    .filter((chunk) => chunk.words.length > 0)
    .map(coreOf)
    .filter((c) => c !== null);
  const cores = coresOf(first);
  // A description that opens with the problem names it there ("chasing late invoices"): it leads the alternates.
  const problem = productSentence !== null && productSentence !== opening ? coresOf(tokens.filter((t) => t.sentence === opening)) : [];
  const [main, ...rest] = cores;
  if (!main) return null;
  const alternates = [...new Set([...problem, ...rest].filter((c) => c.endsInNoun && c.core.includes(" ") && !c.core.split(" ").every((w) => anyCustomer.has(stem(w)))).map((c) => c.core))].filter((c) => c !== main.core).slice(0, MAX_ALTERNATES);
  // The alternates lend only their head nouns: "payment" of "payment reminders", not "small" of anything.
  const setting = settingOf(first);
  const words = [...main.core.split(/[\s-]+/), ...(setting ? [setting] : []), ...alternates.map((a) => a.split(" ").at(-1)!)];
  const terms = [...new Set(words.map(stem).filter((w) => w.length > 1 && !KIND_NOUNS.has(w)))];
  const problemPhrase = problem.find((c) => c.endsInNoun && c.core.includes(" ") && c.core !== main.core)?.core ?? null;
  return { phrase: main.core, named: main.named, alternates, problem: problemPhrase, setting, terms };
}
