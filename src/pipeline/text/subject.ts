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
export const KIND_NOUNS: ReadonlySet<string> = new Set([
  "app", "apps", "application", "platform", "service", "tool", "software", "saas", "marketplace", "website", "site",
  "system", "solution", "product", "kit", "kits", "device", "subscription", "api", "startup", "company", "business",
  "network", "hub", "way", "thing", "idea", "ideas", "people", "user", "users", "customer", "customers", "one", "version", "mvp",
]);
const CHUNK_TAGS = new Set(["NOUN", "PROPN", "ADJ"]);
const RELATIVE = new Set(["that", "which", "who"]);
/** Adjectives that count rather than describe ("a few drops"). */
const QUANTIFIERS = new Set(["few", "many", "several", "more", "most", "other", "various", "same", "own", "single", "lot", "lots", "waste"]);
/** Words that count time: dropped when they head a chunk ("hours"), kept when they qualify a noun ("day passes", "time tracking"). */
const TIME_WORDS = new Set(["hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "time", "night", "nights", "weekend"]);
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
  let compoundOpen = false;
  const close = () => {
    if (current.length > 0) chunks.push({ words: current, endsInNoun });
    current = [];
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const afterHyphen = i > 0 && tokens[i - 1]!.value === "-";
    const afterRelative = i > 0 && RELATIVE.has(tokens[i - 1]!.normal);
    // A word in -ing before a noun ("streaming app") or closing a noun phrase before a preposition ("maths tutoring for").
    const gerund = token.pos === "VERB" && /ing$/.test(token.normal) && (next?.pos === "NOUN" || (current.length > 0 && (next === undefined || ["ADP", "SCONJ", "PUNCT"].includes(next.pos))));
    // "pick-up", "check-in": a verb joined by a hyphen to the word after it is one noun.
    const compound = next?.value === "-" && /^[a-z]+$/i.test(tokens[i + 2]?.value ?? "") && token.pos === "VERB";
    // "Day passes to…": after a time word a plural the tagger took for a verb is the noun it qualifies.
    const pluralAfterTime = current.length > 0 && TIME_WORDS.has(current[current.length - 1]!) && token.pos === "VERB" && /[^s]s$/.test(token.normal);
    const wordLike = (CHUNK_TAGS.has(token.pos) || gerund || pluralAfterTime || compound || (afterHyphen && current.length > 0)) && /^[a-z][a-z0-9+#]*(?:-[a-z][a-z0-9]*)*$/i.test(token.value);
    if (token.value === "-" && current.length > 0) continue;
    // "on-demand", "mobile-only": the half of a hyphenated word outside a chunk is dropped with its hyphen.
    if (afterHyphen && (current.length === 0 || !wordLike)) continue;
    if (wordLike && !afterRelative) {
      if (afterHyphen) current[current.length - 1] += `-${token.normal}`;
      else current.push(token.normal);
      endsInNoun = token.pos === "NOUN" || token.pos === "PROPN" || pluralAfterTime || (afterHyphen && compoundOpen) || (gerund && next?.pos !== "NOUN");
      compoundOpen = compound;
      continue;
    }
    close();
  }
  close();
  return chunks;
}

/** A time word qualifies the content noun after it ("day passes"), not a further time word ("day hours"). */
const qualifies = (words: readonly string[], i: number) => {
  const next = words[i + 1];
  return next !== undefined && !TIME_WORDS.has(next) && !QUANTIFIERS.has(next) && !KIND_NOUNS.has(next);
};

/** The chunk's searchable core: the head and one qualifier, the kind noun dropped when something else names the subject. */
function coreOf({ words: all, endsInNoun }: Chunk): { core: string; named: string; endsInNoun: boolean } | null {
  // A participle closing the chunk says how the product is made ("coffee roasted"): the noun before it names it.
  const participle = all.length > 1 && /ed$/.test(all[all.length - 1]!);
  const words = participle ? all.slice(0, -1) : all;
  const content = words.filter((w, i) => !KIND_NOUNS.has(w) && !QUANTIFIERS.has(w) && !(TIME_WORDS.has(w) && !qualifies(words, i)) && !/-(only|based|free|day|home)$/.test(w) && !/^(same|on|at)-/.test(w));
  if (content.length === 0) return null;
  const kind = KIND_NOUNS.has(words[words.length - 1]!) ? words[words.length - 1]! : null;
  const named = [...content.slice(-2), ...(kind ? [kind] : [])].join(" ");
  const core = content.length >= 2 || !kind ? content.slice(-2).join(" ") : `${content[0]} ${kind}`;
  return { core, named, endsInNoun: endsInNoun || participle };
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
  const sentenceOf = (n: number) => tokens.filter((t) => t.sentence === n);
  const stemsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((p) => p.toLowerCase().split(/\s+/)).map(stem));
  const customerStems = stemsOf(customer ? [customer] : []);
  const anyCustomer = stemsOf(customers);
  // The customer ("busy dog owners") is read apart: its words are no part of the subject.
  const coresOf = (sentence: readonly TextToken[]) => chunksOf(sentence)
    .map((chunk) => ({ ...chunk, words: [...customerStems].every((c) => chunk.words.some((w) => stem(w) === c)) ? chunk.words.filter((w) => !customerStems.has(stem(w))) : chunk.words }))
    .filter((chunk) => chunk.words.length > 0)
    .map(coreOf)
    .filter((c) => c !== null);
  // A product sentence that names nothing ("$5,000 per kit.") gives way to the opening one.
  const named = productSentence !== null && coresOf(sentenceOf(productSentence)).length > 0 ? productSentence : opening;
  const first = sentenceOf(named);
  const cores = coresOf(first);
  // A description that opens with the problem names it there ("chasing late invoices"): it leads the alternates.
  const problem = named !== opening ? coresOf(sentenceOf(opening)) : [];
  // Another party the description names ("vetted local walkers") is no product either.
  // …and an adjective alone ("nearby") names nothing when a noun phrase is there.
  const notParty = (c: (typeof cores)[number]) => !c.core.split(/\s+/).every((w) => anyCustomer.has(stem(w)));
  const nounAt = cores.findIndex((c) => notParty(c) && c.endsInNoun);
  const mainAt = nounAt !== -1 ? nounAt : cores.findIndex(notParty);
  const found = cores[Math.max(0, mainAt)];
  if (!found) return null;
  // The opening sentence may name the same thing more fully ("a camera feeder…" then "£149 for the feeder").
  const head = found.core.split(" ").at(-1)!;
  const main = problem.find((c) => c.core !== found.core && c.core.split(" ").at(-1) === head && c.core.length > found.core.length) ?? found;
  const rest = cores.filter((_, i) => i !== Math.max(0, mainAt));
  const alternates = [...new Set([...problem, ...rest].filter((c) => c.endsInNoun && c.core.includes(" ") && !c.core.split(" ").every((w) => anyCustomer.has(stem(w)))).map((c) => c.core))].filter((c) => c !== main.core).slice(0, MAX_ALTERNATES);
  // The alternates lend only their head nouns: "payment" of "payment reminders", not "small" of anything.
  const setting = settingOf(first);
  const words = [...main.core.split(/[\s-]+/), ...(setting ? [setting] : []), ...alternates.map((a) => a.split(" ").at(-1)!)];
  const terms = [...new Set(words.map(stem).filter((w) => w.length > 1 && !KIND_NOUNS.has(w)))];
  const problemPhrase = problem.find((c) => c.endsInNoun && c.core.includes(" ") && c.core !== main.core)?.core ?? null;
  return { phrase: main.core, named: main.named, alternates, problem: problemPhrase, setting, terms };
}
