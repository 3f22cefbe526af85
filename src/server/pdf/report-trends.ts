import type { KeywordTrendsService } from "../../pipeline/services/index.ts";
import { countrySchema } from "../../shared/contracts/idea.ts";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";

/** A PDF waits this long for trend providers; past it the PDF says the data is unavailable. */
const PDF_TRENDS_TIMEOUT_MS = 10_000;

/**
 * The trends behind the PDF's chart, from the same service the keyword-trends route asks, or null
 * when there are none (no provider, no data, quota spent, providers unreachable): the PDF then
 * carries the "Keyword trend data unavailable" line instead of failing the download.
 */
export async function trendsForPdf({ trends, ideaId, country, keyword }: {
  trends: KeywordTrendsService | null; ideaId: string; country: string; keyword: string | undefined;
}): Promise<KeywordTrends | null> {
  if (!trends) return null;
  try {
    return await trends.forIdea({
      ideaId,
      country: countrySchema.catch("US").parse(country),
      keyword,
      signal: AbortSignal.timeout(PDF_TRENDS_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
}
