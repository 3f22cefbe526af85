import type { ReportBody } from "../../../src/shared/contracts/report.ts";

/**
 * Fields holding words from elsewhere, kept as found: sources and their quotes, the founder's own
 * evidence, and the research sections another part writes and checks.
 */
const VERBATIM = new Set(["sources", "evidence", "evidenceFor", "evidenceAgainst", "url", "excerpt", "founderEvidence", "competitorLandscape", "caseAgainst", "usage", "stated", "avoid"]);
/** Machine-readable keys the screens map to words, never shown as they are. */
const KEYS = new Set(["id", "kind", "settled", "priceFrom", "platform", "type", "date", "recommendation", "currency", "model"]);

function textsOf(value: unknown, path: string, out: { path: string; text: string }[]) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (!VERBATIM.has(key) && !KEYS.has(key)) textsOf(v, path ? `${path}.${key}` : key, out);
  }
  return out;
}

const SYMBOLS = { USD: /\$/, GBP: /£/, EUR: /€/, CAD: /CA\$/, AUD: /A\$/ } as const;
// A bare "$" is a US dollar only where no letter makes it another dollar (CA$, A$).
const FOREIGN = (currency: string) => Object.entries(SYMBOLS).map(([c, symbol]) => [c, c === "USD" ? /(?<![A-Z])\$/ : symbol] as const).filter(([c]) => c !== currency);

const COUNTED = "quote|source|platform|product|competitor|mention|customer|result|idea|interview";
const CHECKS: readonly { slip: string; test: (text: string) => boolean }[] = [
  // "…" may close a hypothetical question ("Would you use something that…?"), never cut a sentence.
  { slip: "ellipsis inside a sentence", test: (t) => /…(?!\?)/.test(t) || /\.\.\.(?!\?)/.test(t) },
  // Commas and other marks do not hide a repeat ("Source diversity, recency, Source diversity, recency").
  { slip: "repeated phrase", test: (t) => [t, t.replace(/[^\w\s'’-]+/g, " ")].some((w) => /\b((?:\w+\s+){1,6}\w+)\s+\1\b/i.test(w) || /\b(\w{3,})\s+\1\b/i.test(w)) },
  { slip: "raw id or key", test: (t) => /\bassumption-[a-z]|\bleaning-(?:for|against)\b|\bwillingness-to-pay\b/.test(t) },
  { slip: "evidence number", test: (t) => /\bE\d+\b/.test(t) },
  { slip: "count agreement", test: (t) => new RegExp(`\\b1 (?:${COUNTED})s\\b|\\b(?:0|[2-9]|\\d{2,}) (?:${COUNTED})(?![\\w-])|\\b1 (?:${COUNTED}) (?:support|challenge)\\b|\\b(?:0|[2-9]|\\d{2,}) (?:${COUNTED})s (?:supports|challenges)\\b`).test(t) },
  { slip: "money without its period's article", test: (t) => /[$£€][\d.,]+(?:k|m|bn)?\s(?:day|week|fortnight|month|quarter|term|year)\b/i.test(t) },
  { slip: "unreadable amount", test: (t) => /\d{4,}(?:\.\d+)?[MK]\b|\.0[MK]\b/.test(t) },
];

/** Every slip in what a person reads of the report, with where it is. */
export function writingSlips(report: ReportBody): string[] {
  const slips: string[] = [];
  const currency = report.currency ?? "USD";
  for (const { path, text } of textsOf(report, "", [])) {
    for (const check of CHECKS) if (check.test(text)) slips.push(`${check.slip} at ${path}: ${text}`);
    // The founder's own words in quotes stay as written, and the model's cost is billed in US dollars.
    const ours = text.replace(/“[^”]*”/g, "").replace(/token budget, about \$[\d.]+/g, "token budget");
    const withoutOwn = ours.replace(new RegExp(`${SYMBOLS[currency as keyof typeof SYMBOLS].source}\\s?\\d`, "g"), "");
    for (const [other, symbol] of FOREIGN(currency)) if (new RegExp(`${symbol.source}\\s?\\d`).test(withoutOwn)) slips.push(`${other} figure in a ${currency} report at ${path}: ${text}`);
  }
  const { total, addressable, serviceable } = report.revenuePotential.marketSize;
  const { year3 } = report.revenuePotential.revenueProjections;
  if (!(total >= addressable && addressable >= serviceable && serviceable >= year3)) slips.push(`market figures out of order: ${total} ≥ ${addressable} ≥ ${serviceable} ≥ ${year3}`);
  return slips;
}
