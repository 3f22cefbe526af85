import { stem, type SubjectReading } from "./subject.ts";

// The subject as the opening sentence's grammar reads it, revised where the rest of what the founder wrote says more: initials
// the title names the product by, a list's own category, a quality a product has rather than a market it is in.

/** Initials common enough to stand for no subject of their own ("AI", "API", "SMS"). */
const COMMON_INITIALS = new Set(["AI", "API", "APIS", "SMS", "US", "USA", "UK", "EU", "B2B", "B2C", "SAAS", "PDF", "QR", "CEO", "HR", "IT", "UI", "UX", "FAQ", "DIY", "GPS", "LLM", "ML", "SEO", "OTC"]);

/**
 * "Hosted CI for small teams", whose description says "Hosted continuous integration…": initials the title names the product by, spelled
 * out in the description, are the subject, whatever kind-of-product word the spelled-out term ends in. The initials are its other name.
 */
function withSpelledOutTitle(title: string | null | undefined, description: string, read: SubjectReading | null): SubjectReading | null {
  for (const initials of title?.match(/\b[A-Z]{2,5}\b/g) ?? []) {
    if (COMMON_INITIALS.has(initials)) continue;
    const letters = initials.split("").map((l) => `${l}[a-z]+`).join(String.raw`[\s-]+`);
    const term = new RegExp(String.raw`\b${letters}\b`, "i").exec(description)?.[0].toLowerCase().replace(/-/g, " ");
    if (!term || read?.phrase.includes(term)) continue;
    const other = initials.toLowerCase();
    return {
      phrase: term, named: term, alternates: [other, ...(read ? [read.phrase] : [])].slice(0, 2), problem: read?.problem ?? null, setting: read?.setting ?? null,
      terms: [...new Set([...term.split(" ").map(stem), other])],
    };
  }
  return read;
}

/** "their drills, ladders, lawn mowers and other tools": the list's own word for what its items are. */
const LIST_CATEGORY = /\b([a-z][a-z-]+)((?:,\s+[a-z][a-z -]*?)+),?\s+and\s+other\s+([a-z][a-z-]+)\b/;

/**
 * "A marketplace where neighbours rent out their drills, ladders, lawn mowers and other tools": a subject that is one item of a list the
 * sentence closes with the items' own category names the category ("tools"), which pages name the market by.
 */
function withListCategory(description: string, read: SubjectReading | null): SubjectReading | null {
  const list = LIST_CATEGORY.exec(description.toLowerCase());
  if (!read || !list) return read;
  const items = [list[1]!, ...list[2]!.split(",").map((item) => item.trim()).filter(Boolean)];
  const category = list[3]!;
  if (!items.some((item) => item === read.phrase || item.endsWith(` ${read.phrase}`))) return read;
  return { ...read, phrase: category, named: category, alternates: [read.phrase, ...read.alternates].slice(0, 2), terms: [...new Set([stem(category), ...read.terms])] };
}

/** Qualities a thing has, which name no market it is in ("a soft headband", "a quiet purifier"). */
const QUALITIES = new Set(["soft", "quiet", "small", "tiny", "little", "comfortable", "lightweight", "portable", "compact", "sleek", "elegant", "beautiful", "cute", "cozy", "cosy", "stylish"]);

/**
 * "A soft headband that measures your sleep stages…": a quality names no market, and what the thing does names it — the first noun its
 * job acts on, before the thing ("sleep headband"), as pages name it.
 */
function withoutAQuality(description: string, read: SubjectReading | null): SubjectReading | null {
  const words = read?.phrase.split(" ") ?? [];
  if (!read || words.length !== 2 || !QUALITIES.has(words[0]!)) return read;
  const head = words[1]!;
  const job = new RegExp(String.raw`\b${head}s?\s+(?:that|which)\s+(?:\w+ly\s+)?[a-z]+s\s+(?:your|their|the|a|an|its)?\s*([a-z]+)`).exec(description.toLowerCase());
  const phrase = job ? `${job[1]} ${head}` : head;
  return { ...read, phrase, named: phrase, terms: [...new Set([...phrase.split(" ").map(stem), ...read.terms.filter((t) => t !== stem(words[0]!))])] };
}

/** Verbs of one person letting another use their things for a while. */
const LETTING_USE = /\b(?:rent(?:s|ing)?(?:\s+out)?|lend(?:s|ing)?|borrow(?:s|ing)?|hire(?:s)?\s+out)\b/i;

/**
 * "…where neighbours rent out their drills, ladders… and other tools", "Borrow tools from your neighbours": goods people let each other
 * use are a market of renting and borrowing them, which its pages name ("rental", "lend", "borrow") as often as the goods.
 */
function withLettingUse(title: string | null | undefined, description: string, read: SubjectReading | null): SubjectReading | null {
  const firstSentence = description.split(/(?<=[.!?])\s/)[0] ?? "";
  // Only for goods named alone: a subject that names its job already ("car sharing") keeps to it, not to every rental market's pages.
  if (!read || read.phrase.includes(" ") || !(LETTING_USE.test(firstSentence) || LETTING_USE.test(title ?? ""))) return read;
  return { ...read, terms: [...new Set([...read.terms, ...["rent", "rental", "lend", "borrow"].map(stem)])] };
}

/** The subject read from the opening sentence, revised by the title's initials, a list's category, a quality and things let for use. */
export function revisedSubject({ title, description, read }: { title: string | null | undefined; description: string; read: SubjectReading | null }): SubjectReading | null {
  return withLettingUse(title, description, withSpelledOutTitle(title, description, withoutAQuality(description, withListCategory(description, read))));
}
