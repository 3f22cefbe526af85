/**
 * A noun's singular as English spells it: "walkers" → "walker", "batteries" → "battery", "classes" →
 * "class", "boxes" → "box"; a word in -ics ("electronics") and a word too short to be a plural keep theirs.
 */
export const singularOf = (word: string) => (/ics$/.test(word) ? word : /ies$/.test(word) && word.length > 4 ? `${word.slice(0, -3)}y` : /(?:ch|sh|x|ss)es$/.test(word) ? word.slice(0, -2) : /[^s]s$/.test(word) && word.length > 3 ? word.slice(0, -1) : word);
