import type { TextToken } from "./nlp.ts";
import { AGENT_SUFFIX, CUSTOMER_TRIGGERS, NOT_PEOPLE, PERSONAS, type CustomerSegment } from "./lexicon-personas.ts";
import { GENERIC_CUSTOMER_TERMS } from "./lexicon-cues.ts";

export interface CustomerMention {
  phrase: string;
  segment: CustomerSegment;
  /** False for "people", "users" and the like: a customer is named, but not who exactly. */
  specific: boolean;
  /** Introduced by "for", "helps", "connects"… which is how founders usually name a customer. */
  triggered: boolean;
  index: number;
  sentence: number;
}

const PHRASE_PARTS = new Set(["ADJ", "NOUN", "PROPN", "NUM"]);
const MAX_PHRASE_WORDS = 4;
/** Participles that describe people ("working parents") rather than an activity ("managing teams"). */
const PARTICIPLE_MODIFIERS = new Set([
  "working", "aspiring", "growing", "existing", "practicing", "practising", "struggling", "budding", "expecting",
  "traveling", "travelling", "retired", "busy", "self-employed", "independent", "remote",
]);

function personaSegment(token: TextToken): CustomerSegment | null {
  const known = PERSONAS[token.normal] ?? PERSONAS[token.lemma];
  if (known) return known;
  if (token.pos === "NOUN" && AGENT_SUFFIX.test(token.normal) && !NOT_PEOPLE.has(token.normal)) return "professionals";
  return null;
}

/** Walk back from the head noun over modifiers ("busy pet owners"), staying inside the sentence. */
function phraseStart({ tokens, head }: { tokens: readonly TextToken[]; head: number }): number {
  let start = head;
  const headToken = tokens[head];
  while (start > 0 && head - start + 1 < MAX_PHRASE_WORDS) {
    const previous = tokens[start - 1];
    if (!previous || previous.sentence !== headToken?.sentence) break;
    const modifierVerb = previous.pos === "VERB" && start === head && PARTICIPLE_MODIFIERS.has(previous.normal);
    if (!(PHRASE_PARTS.has(previous.pos) || previous.value === "-" || modifierVerb) || CUSTOMER_TRIGGERS.has(previous.normal)) break;
    if (previous.stop && previous.pos !== "ADJ") break;
    start -= 1;
  }
  return start;
}

/** Everyone the description names as a user or buyer, best first: introduced, specific, early. */
export function findCustomers(tokens: readonly TextToken[]): CustomerMention[] {
  const mentions: CustomerMention[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, head) => {
    if (token.pos !== "NOUN" && token.pos !== "PROPN" && token.pos !== "PRON") return;
    const next = tokens[head + 1];
    // "dog walkers" has its head at "walkers"; skip "dog" so the phrase is found once, whole.
    if (next && next.sentence === token.sentence && next.pos === "NOUN" && personaSegment(next)) return;
    const segment = personaSegment(token);
    if (!segment) return;
    const start = token.pos === "PRON" ? head : phraseStart({ tokens, head });
    const words = tokens.slice(start, head + 1).map((t) => t.value);
    const phrase = words.join(" ").replace(/ - /g, "-");
    const key = phrase.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const before = tokens[start - 1];
    const beforeDet = before && ["the", "a", "an", "all", "busy", "our", "my"].includes(before.normal) ? tokens[start - 2] : before;
    const triggered = Boolean(
      (before && CUSTOMER_TRIGGERS.has(before.normal) && before.sentence === token.sentence) ||
        (beforeDet && CUSTOMER_TRIGGERS.has(beforeDet.normal) && beforeDet.sentence === token.sentence),
    );
    const specific = !(start === head && GENERIC_CUSTOMER_TERMS.includes(token.normal));
    mentions.push({ phrase, segment, specific, triggered, index: start, sentence: token.sentence });
  });
  return mentions.sort(
    (a, b) => Number(b.specific) - Number(a.specific) || Number(b.triggered) - Number(a.triggered) || a.index - b.index,
  );
}
