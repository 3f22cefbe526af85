import { plural } from "../../shared/display/count-text.ts";
import { readText } from "../text/nlp.ts";
import type { ResearchedSource, EvidenceItem } from "../contracts/checkpoints.ts";
import type { EvidenceDimension } from "../contracts/vocabulary.ts";
import type { Signal, Signals } from "../contracts/signals.ts";

const DAY_MS = 86_400_000;

function level(distinctSources: number): Signal["level"] {
  return distinctSources === 0 ? "none" : distinctSources === 1 ? "weak" : distinctSources <= 3 ? "moderate" : "strong";
}

/** Mean sentence sentiment of a source's text in -1..1, from wink's lexicon (no model involved). */
export function sourceSentiment(source: Pick<ResearchedSource, "title" | "excerpt">): number {
  const { sentenceSentiments } = readText(`${source.title}.\n${source.excerpt ?? ""}`);
  if (sentenceSentiments.length === 0) return 0;
  const mean = sentenceSentiments.reduce((a, b) => a + b, 0) / sentenceSentiments.length;
  return Number(Math.max(-1, Math.min(1, mean)).toFixed(2));
}


function tally({ evidence, dimensions }: { evidence: readonly EvidenceItem[]; dimensions: readonly EvidenceDimension[] }) {
  // A quote counts on every signal it bears on: its own dimension and the further ones it carries.
  const items = evidence.filter((e) => dimensions.includes(e.dimension) || (e.also ?? []).some((d) => dimensions.includes(d)));
  const sources = new Set(items.map((e) => e.sourceId));
  const supports = items.filter((e) => e.stance === "supports").length;
  const challenges = items.filter((e) => e.stance === "challenges").length;
  const text = `${plural(items.length, "quote")} from ${plural(sources.size, "source")} (${supports} in favour, ${challenges} against)`;
  return { items, sources, text };
}

/**
 * Demand, pain, competition and timing signals computed from the retrieved sources: counts of
 * verified quotes, engagement, sentiment and recency. Every figure is counted, none is asked of a model.
 */
export function computeSourceSignals({ sources, evidence, sentiments, likelyCompetitors, asOf }: {
  sources: readonly ResearchedSource[];
  evidence: readonly EvidenceItem[];
  sentiments: ReadonlyMap<string, number>;
  likelyCompetitors: readonly string[];
  asOf: number;
}): Signals {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const engagementOf = (ids: Iterable<string>) => {
    let total = 0;
    for (const id of ids) {
      const e = byId.get(id)?.engagement;
      total += (e?.score ?? 0) + (e?.comments ?? 0);
    }
    return total;
  };

  const demand = tally({ evidence, dimensions: ["demand", "channels"] });
  const demandSearched = sources.filter((s) => s.dimensions?.includes("demand"));
  const pain = tally({ evidence, dimensions: ["pain"] });
  const negative = [...pain.sources].filter((id) => (sentiments.get(id) ?? 0) < -0.05).length;
  const competition = tally({ evidence, dimensions: ["competition", "pricing"] });
  const products = sources.filter((s) => s.platform === "github" || s.connectors?.some((c) => /product ?hunt/i.test(c))).length;
  const corpus = sources.map((s) => `${s.title} ${s.excerpt ?? ""}`.toLowerCase()).join("\n");
  const named = likelyCompetitors.filter((name) => name.length > 2 && corpus.includes(name.toLowerCase()));
  const timing = tally({ evidence, dimensions: ["timing"] });
  const dates = sources.map((s) => Date.parse(s.date)).filter(Number.isFinite);
  const lastYear = dates.filter((d) => asOf - d <= 365 * DAY_MS).length;
  const ages = dates.map((d) => (asOf - d) / (30 * DAY_MS)).sort((a, b) => a - b);
  const medianAge = ages.length ? Math.max(0, Math.round(ages[Math.floor(ages.length / 2)]!)) : null;

  const ids = (items: readonly EvidenceItem[]) => items.map((e) => e.id);
  return {
    demand: {
      level: level(demand.sources.size),
      summary: `${demand.text} speak to demand; the ${plural(demandSearched.length, "source")} found by demand searches drew ${engagementOf(demandSearched.map((s) => s.id))} points and comments.`,
      evidence: ids(demand.items),
    },
    pain: {
      level: level(pain.sources.size),
      summary: `${pain.text} describe the problem; ${negative} of those sources read negative in tone.`,
      evidence: ids(pain.items),
    },
    competition: {
      level: level(competition.sources.size + Math.min(2, named.length)),
      summary: `${competition.text} concern competitors or pricing; ${plural(products, "product or code project")} turned up${named.length ? `, and the sources mention ${named.join(", ")}` : ""}.`,
      evidence: ids(competition.items),
    },
    timing: {
      level: level(timing.sources.size),
      summary: `${timing.text} bear on timing; ${lastYear} of ${dates.length} dated sources are from the last 12 months${medianAge !== null ? ` (median age ${medianAge} months)` : ""}.`,
      evidence: ids(timing.items),
    },
  };
}
