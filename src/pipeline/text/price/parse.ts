import type { ItemEntity, ItemSentence, ItemToken } from "wink-nlp";
import { getNlp, splitLines } from "../nlp.ts";

/** One token of the founder's text as the price reader needs it. */
export interface PriceToken {
  value: string;
  /** Lower case as written (wink's own "normal" respells British words). */
  normal: string;
  lemma: string;
  /** Universal part of speech (NOUN, NUM, SYM...). */
  pos: string;
  /** wink's token type: "word", "number", "currency", "punctuation", "symbol", "time"... */
  type: string;
  /** The entity the token belongs to (MONEY, CARDINAL, PERCENT, DURATION...), else null. */
  entity: string | null;
  /** Written straight after the token before it, with no space ("C" then "A$" in "CA$40"). */
  joined: boolean;
}

export interface PriceSentence {
  text: string;
  tokens: PriceToken[];
}

/** Lower case as written; a full stop that ends the sentence on an abbreviation ("mo.") is not part of the word. */
function normalOf(value: string): string {
  const lower = value.toLowerCase();
  return /^[a-z]+\.$/.test(lower) ? lower.slice(0, -1) : lower;
}

/**
 * wink's lemma when it is the written word's own stem ("companies" to "company"); wink also respells
 * British words and expands abbreviations ("licence" to "license", "mo." to "missouri"), which a
 * reader of the founder's words must not do.
 */
function lemmaOf(written: string, lemma: string): string {
  const lower = lemma.toLowerCase();
  return lower.length > 0 && written.startsWith(lower.slice(0, -1)) ? lower : written;
}

/**
 * "£8.99pm" is read by wink as "8.9" and a time "9pm": the digits go back to the amount and "pm"
 * (per month) stands as the word written.
 */
function withTimeSplitsUndone(tokens: PriceToken[]): PriceToken[] {
  const out: PriceToken[] = [];
  for (const token of tokens) {
    const split = /^(\d+)([a-z]+)$/i.exec(token.value);
    const previous = out.at(-1);
    if (split && token.joined && token.type === "time" && previous?.type === "number") {
      const amount = `${previous.value}${split[1]}`;
      out[out.length - 1] = { ...previous, value: amount, normal: amount, lemma: amount };
      const word = split[2]!.toLowerCase();
      out.push({ ...token, value: split[2]!, normal: word, lemma: word, pos: "NOUN", type: "word" });
    } else out.push(token);
  }
  return out;
}

/** The founder's text as sentences of tokens, with wink's parts of speech and entities. */
export function parseSentences(text: string): PriceSentence[] {
  const wink = getNlp();
  const its = wink.its;
  const out: PriceSentence[] = [];
  for (const line of splitLines(text)) {
    const doc = wink.readDoc(line);
    const entityOf = new Map<number, string>();
    doc.entities().each((entity: ItemEntity) => {
      const [start, end] = entity.out(its.span) as unknown as [number, number];
      for (let i = start; i <= end; i += 1) entityOf.set(i, String(entity.out(its.type)));
    });
    doc.sentences().each((sentence: ItemSentence) => {
      const tokens: PriceToken[] = [];
      sentence.tokens().each((token: ItemToken) => {
        const pos = String(token.out(its.pos));
        if (pos === "SPACE") return;
        const index = Number(token.index());
        const value = token.out();
        const normal = normalOf(value);
        tokens.push({
          value,
          normal,
          // wink's typings mis-declare `its.lemma`; at runtime it is an ordinary token helper.
          lemma: lemmaOf(normal, String(token.out(its.lemma as unknown as typeof its.normal))),
          pos,
          type: String(token.out(its.type)),
          entity: entityOf.get(index) ?? null,
          joined: tokens.length > 0 && String(token.out(its.precedingSpaces)) === "",
        });
      });
      out.push({ text: sentence.out().trim(), tokens: withTimeSplitsUndone(tokens) });
    });
  }
  return out;
}
