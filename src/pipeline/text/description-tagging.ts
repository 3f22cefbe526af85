// The words of a founder's description as the readers take them: the tagger's tags, mended where
// it slips on founders' text (Title Case taglines, site names, verbs in -s read as plural nouns).
import { RELATIVE_PRONOUNS } from "./lexicon-cues.ts";
import { ACTION_NOUNS } from "./lexicon-subject.ts";
import { readText, type TextToken } from "./nlp.ts";

/** Words of four letters or more after a line's first word: in Title Case every one is capitalised. */
const LONG_WORDS = /(?<=\s)[A-Za-z][A-Za-z’'-]{3,}/g;

/** A site's name with its domain ("LyvaTeach.org", "sunny4money.co.uk"), which the tagger splits at each dot. */
const SITE_NAME = /\b([A-Za-z][\w-]*[A-Za-z0-9])\.(?:com|org|net|io|ai|app|co|dev|so|me|xyz)(?:\.[a-z]{2})?\b/g;

/**
 * The text as the tagger should read it. In a line written in Title Case ("An Interconnected Set of
 * Solar Powered Watering Devices…") capitals mark no names, and the tagger would read every
 * capitalised word as one: such a line is lower-cased after its first word, but for words spelled as
 * names ("iPhone", "GPS"). A site's name is read without its domain, as one name.
 */
function forTagging(text: string): string {
  return text.split("\n").map((line) => {
    const long = line.match(LONG_WORDS) ?? [];
    const titleCase = long.length >= 3 && long.every((w) => /^[A-Z][a-z]/.test(w)) && !/[.!?]\s+[A-Z]/.test(line.trim().replace(/[.!?]$/, ""));
    return titleCase ? line.replace(/(?<=\s)[A-Z][a-z’'-]*(?=[\s,.:;!?)]|$)/g, (w) => w.toLowerCase()) : line;
  }).join("\n").replace(SITE_NAME, "$1");
}

/** The tags of the text as read for tagging, with each word as the founder wrote it ("Etsy Sellers", not "etsy sellers"). */
function asWrittenWith(tagged: readonly TextToken[], written: readonly TextToken[]): TextToken[] {
  const same = tagged.length === written.length && tagged.every((t, i) => t.value.toLowerCase() === written[i]!.value.toLowerCase());
  return same ? tagged.map((t, i) => ({ ...t, value: written[i]!.value })) : [...tagged];
}

/** Verbs a product does that the tagger takes for plural nouns after its name ("texts", "sends", "finds"). */
const PRODUCT_VERBS = new Set(["text", "send", "help", "let", "find", "connect", "turn", "show", "give", "make", "keep", "tell", "email", "call", "pay", "book", "alert", "notify", "list", "post", "build", "write", "read", "learn", "save", "sync", "cancel", "settle"]);

/**
 * Verbs the tagger reads as plural nouns: a verb in -s right after "which" or "that" before what it
 * acts on ("a free app which tracks your carbon footprint", "a website which links paid and volunteer
 * tutors"), or right after the product's name opening a sentence ("Trialguard tracks your trials",
 * "RentNudge automatically texts tenants").
 */
function misreadVerbs(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t, i) => {
    if (t.pos !== "NOUN" || !/[^s]s$/.test(t.normal)) return t;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const same = (other: TextToken | undefined) => other !== undefined && other.sentence === t.sentence;
    const relative = same(before) && ["which", "that"].includes(before!.normal);
    const object = same(after) && ["DET", "PRON", "ADJ", "NOUN", "PROPN", "NUM", "VERB"].includes(after!.pos) && !["is", "are", "was", "were"].includes(after!.normal);
    // Not where it took a later word for the verb ("that answers phone calls", "calls" read as the verb): the compound is its own reading.
    const verbLater = after?.pos === "NOUN" && tokens[i + 2]?.pos === "VERB" && /[^s]s$/.test(tokens[i + 2]!.normal);
    if (relative && object && !verbLater) return { ...t, pos: "VERB" };
    // The name opening its sentence, with an adverb of how between or not; then what it acts on, as "your trials" or "tenants".
    const adverb = same(before) && before!.pos === "ADV" && /ly$/.test(before!.normal);
    const nameAt = adverb ? i - 2 : i - 1;
    const name = tokens[nameAt];
    const opensWithName = same(name) && name!.pos === "PROPN" && /^[A-Z]/.test(name!.value) && (nameAt === 0 || tokens[nameAt - 1]!.sentence !== t.sentence);
    // "SplitEasy tracks shared expenses": or what describes it.
    const describing = same(after) && (after!.pos === "ADJ" || (after!.pos === "VERB" && /ed$/.test(after!.normal))) && tokens[i + 2]?.pos === "NOUN";
    // ("Greenhouse kits that let colonists…": a relative after it opens a clause of the noun's own.)
    const actedOn = same(after) && ((["DET", "PRON"].includes(after!.pos) && !RELATIVE_PRONOUNS.has(after!.normal)) || describing || (adverb && after!.pos === "NOUN"));
    // Only a word that is a verb ("tracks", "texts"), not a compound's plural ("Wedding planners chase…").
    const verb = ACTION_NOUNS[t.lemma.toLowerCase()] !== undefined || PRODUCT_VERBS.has(t.lemma.toLowerCase());
    return opensWithName && actedOn && verb ? { ...t, pos: "VERB" } : t;
  });
}

/** The description's words, tagged as the readers take them; `asWritten` is the tagger's own reading of `text`. */
export function taggedDescription(text: string, asWritten: readonly TextToken[]): TextToken[] {
  const tagging = forTagging(text);
  return misreadVerbs(tagging === text ? asWritten : asWrittenWith(readText(tagging).tokens, asWritten));
}
