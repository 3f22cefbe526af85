import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

/** One token as the text analysis needs it; plain data so callers never touch wink's cursors. */
export interface TextToken {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  stop: boolean;
  sentence: number;
  /** Whether a space precedes the token as written ("sits - it" has a dash between words, "pick-up" a hyphen inside one). */
  spaced?: boolean;
}

export interface ReadText {
  /** Sentences exactly as the founder wrote them (bullet markers stripped), in order. */
  sentences: string[];
  tokens: TextToken[];
  /** Per-sentence sentiment in -1..1 from wink's lexicon. */
  sentenceSentiments: number[];
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;
/** How many words the model's lexicon holds: wink numbers a word it does not know from there on, in the order it meets them. */
let lexiconSize = 0;

// Loading the model costs a few hundred milliseconds, so only the first reading pays it; every reader shares it.
export function getNlp(): Nlp {
  if (nlp === null) {
    nlp = winkNLP(model);
    // Read before anything else, a string no lexicon holds is the first word the model does not know, numbered at the lexicon's end.
    lexiconSize = Number(nlp.readDoc("qxzvqjxq").tokens().out(nlp.its.uniqueId)[0]);
  }
  return nlp;
}

/** Whether the model's English lexicon holds a word, written in lower case ("split", "dementia": yes; "blackring", "runbuddy": no). */
export function isKnownWord(word: string): boolean {
  const wink = getNlp();
  const ids = wink.readDoc(word.toLowerCase()).tokens().out(wink.its.uniqueId);
  return ids.length === 1 && Number(ids[0]) < lexiconSize;
}

const BULLET = /^\s*(?:[-*•]+|\d+[.)])\s+/;

/**
 * Founders write lists and line-separated notes without full stops; wink would glue such lines
 * into one sentence, so every non-empty line is read on its own.
 */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, "").trim())
    .filter((line) => line.length > 0);
}

export function readText(text: string): ReadText {
  const wink = getNlp();
  const its = wink.its;
  const sentences: string[] = [];
  const tokens: TextToken[] = [];
  const sentenceSentiments: number[] = [];
  for (const line of splitLines(text)) {
    const doc = wink.readDoc(line);
    const docSentences = doc.sentences();
    let end = 0;
    for (let s = 0; s < docSentences.length(); s += 1) {
      const sentence = docSentences.itemAt(s);
      const text = sentence.out().trim();
      const at = line.indexOf(text, end);
      // "GPL-3.0", "v1.0.0", "Statuspage.io": a full stop with no space after it, inside a word or a number, ends no sentence.
      const glued = s > 0 && at === end && at > 0 && /^[a-z0-9]/.test(text);
      end = at >= 0 ? at + text.length : end;
      // "Wag Labs (better known as simply Wag!) is…", "LivePlan, Aha!, and BizPlan": a name's "!" or "?" followed by a
      // word in lower case or a comma ends no sentence; the two parts wink split there are one sentence, as written.
      const before = s > 0 ? sentences.at(-1) ?? "" : "";
      const named = /(?:(?:^|\s)[A-Z]\w*[!?]|[!?]\))$/.test(before) && /^(?:[a-z]|[,;])/.test(text);
      const joined = glued || named;
      const index = joined ? sentences.length - 1 : sentences.length;
      if (joined) {
        sentences[index] = `${sentences[index]}${glued || /^[,;]/.test(text) ? "" : " "}${text}`;
      } else {
        sentences.push(text);
        sentenceSentiments.push(Number(sentence.out(its.sentiment)) || 0);
      }
      const list = sentence.tokens();
      const values = list.out();
      const normals = list.out(its.normal);
      // wink's typings mis-declare `its.lemma`; at runtime it is an ordinary token helper.
      const lemmas = list.out(its.lemma as unknown as typeof its.normal);
      const pos = list.out(its.pos);
      const stops = list.out(its.stopWordFlag);
      const spaces = list.out(its.precedingSpaces);
      values.forEach((value: string, i: number) => {
        const tag = String(pos[i] ?? "X");
        if (tag === "SPACE") return;
        // "…for sales reps.": wink keeps a lower-case word it knows as an abbreviation whole with the full stop that ends the
        // line; the word is read as itself, and the stop as the sentence's end.
        if (i === values.length - 1 && s === docSentences.length() - 1 && /^[a-z]{3,}\.$/.test(value)) {
          const word = wink.readDoc(value.slice(0, -1)).tokens();
          tokens.push({ value: value.slice(0, -1), normal: String(word.out(its.normal)[0]), lemma: String(word.out(its.lemma as unknown as typeof its.normal)[0]), pos: String(word.out(its.pos)[0]), stop: Boolean(word.out(its.stopWordFlag)[0]), sentence: index });
          tokens.push({ value: ".", normal: ".", lemma: ".", pos: "PUNCT", stop: false, sentence: index });
          return;
        }
        tokens.push({
          value,
          normal: String(normals[i] ?? value.toLowerCase()),
          lemma: String(lemmas[i] ?? value.toLowerCase()),
          pos: tag,
          stop: Boolean(stops[i]),
          sentence: index,
          spaced: String(spaces[i] ?? "").length > 0,
        });
      });
    }
  }
  return { sentences, tokens, sentenceSentiments };
}
