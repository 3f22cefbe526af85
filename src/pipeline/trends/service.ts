import type { Db } from "../../db/client.ts";
import { findIdeaKeywords, findStoredTrend, saveTrend, type StoredTrend } from "../../db/queries/keyword-trends.ts";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";
import type { Logger } from "../types.ts";
import { trendsFailureOf } from "./errors.ts";
import { currentVolume, growthRate } from "./growth.ts";
import { KeywordTrendsError } from "./types.ts";
import type { KeywordTrendsService, TrendsProvider } from "./types.ts";

const NO_DATA = "No keyword data found for this idea";

/**
 * Keyword trends for an idea: its own keywords only (so nobody spends our API quota on arbitrary
 * words), answered from keyword_trends while fresh, refreshed from the first provider that has
 * data, and answered stale (isStale: true) when every provider fails but an older answer exists.
 */
export function createKeywordTrendsService({ db, providers, freshMs, log, now = () => new Date() }: {
  db: Db; providers: readonly TrendsProvider[]; freshMs: number; log: Logger; now?: () => Date;
}): KeywordTrendsService {
  const inFlight = new Map<string, Promise<StoredTrend | KeywordTrendsError>>();

  async function refresh({ ideaId, keyword, country, signal }: { ideaId: string; keyword: string; country: Parameters<TrendsProvider["fetch"]>[0]["country"]; signal: AbortSignal }): Promise<StoredTrend | KeywordTrendsError> {
    const failures: KeywordTrendsError[] = [];
    for (const provider of providers) {
      try {
        const series = await provider.fetch({ keyword, country, signal });
        if (!series || series.points.length === 0) continue;
        const trend: StoredTrend = { ...series, fetchedAt: now() };
        await saveTrend({ db, ideaId, keyword, trend });
        return trend;
      } catch (error) {
        const failure = trendsFailureOf(error);
        if (!failure) throw error;
        log.warn({ provider: provider.name, keyword, reason: failure.message }, "keyword trends provider failed");
        failures.push(failure);
      }
    }
    return failures.find((f) => f.kind === "quota") ?? failures.find((f) => f.kind === "unavailable") ?? new KeywordTrendsError("no-data", NO_DATA);
  }

  return {
    providers: providers.map((p) => p.name),
    async forIdea({ ideaId, country, keyword, signal }) {
      const keywords = distinctKeywords(await findIdeaKeywords({ db, ideaId }));
      const selected = keyword === undefined ? keywords[0] : keywords.find((k) => k.toLowerCase() === keyword.trim().toLowerCase());
      if (!selected || providers.length === 0) throw new KeywordTrendsError("no-data", NO_DATA);

      const stored = await findStoredTrend({ db, ideaId, keyword: selected });
      if (stored && now().getTime() - stored.fetchedAt.getTime() < freshMs) return answer({ keywords, selected, trend: stored, isStale: false });

      const key = `${ideaId}\n${selected}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = refresh({ ideaId, keyword: selected, country, signal }).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const outcome = await pending;
      if (!(outcome instanceof KeywordTrendsError)) return answer({ keywords, selected, trend: outcome, isStale: false });
      if (stored) return answer({ keywords, selected, trend: stored, isStale: true });
      throw outcome;
    },
  };
}

/** Each keyword once, whatever its case, and no blank ones: the dropdown offers each once. */
function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  return keywords.map((keyword) => keyword.trim()).filter((keyword) => {
    const key = keyword.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function answer({ keywords, selected, trend, isStale }: { keywords: string[]; selected: string; trend: StoredTrend; isStale: boolean }): KeywordTrends {
  return {
    keywords,
    selectedKeyword: selected,
    data: trend.points,
    currentVolume: currentVolume(trend.points),
    growthRate: growthRate(trend.points),
    lastUpdated: trend.fetchedAt.toISOString(),
    isStale,
    source: trend.source,
    metric: trend.metric,
  };
}
