import { wordTable } from "../../../shared/word-table.ts";

/** Thousands and millions written after the figure ("1.2k", "$5M", "£2 million"). */
const SCALES: Readonly<Record<string, number>> = wordTable({
  k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, bn: 1e9, b: 1e9, billion: 1e9,
});

export function scaleOf(word: string | undefined): number | null {
  return word === undefined ? null : SCALES[word.toLowerCase()] ?? null;
}

/**
 * A written figure as a number with its cents kept. A lone comma before exactly two digits is a
 * decimal comma ("4,99 €"); where both marks appear, the last one is the decimal mark ("1.299,00").
 */
export function parseFigure(written: string): number | null {
  const text = written.trim();
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let normalised: string;
  if (lastComma > lastDot && (lastDot !== -1 || /^\d+,\d{2}$/.test(text))) {
    normalised = text.replace(/\./g, "").replace(",", ".");
  } else {
    normalised = text.replace(/,/g, "");
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
