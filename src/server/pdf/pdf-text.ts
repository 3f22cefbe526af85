// The PDF uses the standard Helvetica font, which embeds nothing and keeps the file small, but it
// can only draw the Windows-1252 (WinAnsi) repertoire. Anything else would come out as garbage
// glyphs, so text is brought into that repertoire first.

const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "—", "\u2212": "-",
  "\u2032": "'", "\u2033": "\"", "\u2039": "‹", "\u203a": "›",
  "\u2190": "<-", "\u2192": "->", "\u2264": "<=", "\u2265": ">=", "\u2248": "~", "\u2260": "!=",
  "Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "ı": "i", "Ħ": "H", "ħ": "h",
  "\u2713": "v", "\u2714": "v", "\u2717": "x", "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u200b": "",
};

function fits(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n" || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the PDF can draw: known look-alikes are swapped, accents outside Latin-1 are dropped
 * ("ź" reads "z", "Ł" reads "L"), emoji and other pictographs are removed, and what remains
 * unrepresentable (for example CJK) becomes "?" so the reader sees that something was there.
 */
export function toPdfText(text: string | null | undefined): string {
  if (!text) return "";
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (fits(char)) { out += char; continue; }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) { out += replacement; continue; }
    // Emoji and their joiners, variation selectors and keycaps carry no text.
    if (/\p{Extended_Pictographic}/u.test(char) || char === "\u200d" || char === "\ufe0f" || char === "\u20e3") continue;
    if (/\p{Cc}|\p{Cf}/u.test(char)) continue;
    const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += stripped && [...stripped].every(fits) ? stripped : "?";
  }
  return out;
}

/** Long unbroken tokens (URLs) may break anywhere; prose keeps whole words. */
export function breakLongWords(word: string): string[] {
  if (word.length <= 28) return [word];
  const parts: string[] = [];
  for (let i = 0; i < word.length; i += 16) parts.push(word.slice(i, i + 16));
  return parts;
}
