/** Words in -s that are one thing, not many ("surplus", "analysis", "diabetes", "series"). */
const SINGULAR_IN_S = /(?:us|sis|tennis|diabetes|series|species|news|rabies|herpes|measles|mumps|scabies)$/;
/** Plurals in -us ("menus", "gurus"): most words in -us are one thing ("bonus", "campus"), these are many. */
const PLURALS_IN_US = new Set(["menus", "gurus", "emus", "tutus", "haikus", "sudokus", "tofus"]);
/** Things and people in -ics that are plural of one in -ic ("clinics", "critics", not a field such as "electronics"). */
const PLURAL_ICS = new Set(["clinics", "critics", "comics", "topics", "tactics", "fabrics", "lyrics", "relics", "tunics", "mosaics", "cosmetics", "domestics"]);
/**
 * A noun's singular as English spells it: "walkers" → "walker", "batteries" → "battery", "classes" →
 * "class", "boxes" → "box", "clinics" → "clinic"; a field in -ics ("electronics"), one that is one thing in -s ("surplus",
 * "analysis") and a word too short to be a plural keep theirs.
 */
export const singularOf = (word: string) => ((/ics$/.test(word) && !PLURAL_ICS.has(word)) || (SINGULAR_IN_S.test(word) && !PLURALS_IN_US.has(word)) ? word : /ies$/.test(word) && word.length > 4 ? `${word.slice(0, -3)}y` : /(?:ch|sh|x|ss)es$/.test(word) ? word.slice(0, -2) : /[^s]s$/.test(word) && word.length > 3 ? word.slice(0, -1) : word);
