import { wordTable } from "../../shared/word-table.ts";

/** US dollars per million tokens. */
export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
}

/**
 * List prices of the default models when this release was cut (where each was read:
 * docs/decisions/012-model-providers.md), so a report can estimate its cost
 * out of the box. They go stale: LLM_PRICE_* overrides them, and a model missing here (and not set
 * there) is reported as "not priced" rather than guessed.
 */
const KNOWN_PRICES: Readonly<Record<string, Price>> = wordTable({
  "gpt-4.1": { inputPerMTok: 2, outputPerMTok: 8 },
  "gpt-4.1-mini": { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  "gpt-4.1-nano": { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  "gpt-4o": { inputPerMTok: 2.5, outputPerMTok: 10 },
  "gpt-4o-mini": { inputPerMTok: 0.15, outputPerMTok: 0.6 },
  "claude-sonnet-4-6": { inputPerMTok: 3, outputPerMTok: 15 },
  "claude-sonnet-4-5": { inputPerMTok: 3, outputPerMTok: 15 },
  "claude-haiku-4-5": { inputPerMTok: 1, outputPerMTok: 5 },
  "gemini-3.8-flash": { inputPerMTok: 0.75, outputPerMTok: 3.75 },
  "gemini-3.5-flash-lite": { inputPerMTok: 0.3, outputPerMTok: 2.5 },
  "gemini-2.5-pro": { inputPerMTok: 1.25, outputPerMTok: 10 },
  "gemini-2.5-flash": { inputPerMTok: 0.3, outputPerMTok: 2.5 },
  "gemini-2.5-flash-lite": { inputPerMTok: 0.1, outputPerMTok: 0.4 },
});

/** A configured price wins; else the known list price (dated ids such as "…-20250929" match their base); else null. */
export function resolvePrice({ model, configured }: { model: string; configured: Partial<Price> | null }): Price | null {
  if (configured?.inputPerMTok !== undefined && configured.outputPerMTok !== undefined) {
    return { inputPerMTok: configured.inputPerMTok, outputPerMTok: configured.outputPerMTok };
  }
  const id = model.toLowerCase();
  const known = KNOWN_PRICES[id] ?? Object.entries(KNOWN_PRICES)
    .filter(([name]) => id.startsWith(`${name}-`))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1];
  if (!known) return null;
  return { inputPerMTok: configured?.inputPerMTok ?? known.inputPerMTok, outputPerMTok: configured?.outputPerMTok ?? known.outputPerMTok };
}

export function costOf({ price, inputTokens, outputTokens }: { price: Price | null; inputTokens: number; outputTokens: number }): number | null {
  if (!price) return null;
  return (inputTokens * price.inputPerMTok + outputTokens * price.outputPerMTok) / 1_000_000;
}
