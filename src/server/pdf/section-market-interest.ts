import { createElement as h, type ReactElement } from "react";
import { Line, Path, Svg, Text, View } from "@react-pdf/renderer";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";
import { formatDate } from "../../shared/display/format-date.ts";
import { describeTrendMetric, formatGrowth, formatTrendMonth, formatTrendVolume } from "../../shared/display/keyword-trends.ts";
import { heading, keyValues, text } from "./primitives.ts";
import { toPdfText } from "./pdf-text.ts";
import { BRAND, MUTED, RULE, styles } from "./styles.ts";

const WIDTH = 499;
const HEIGHT = 140;

/** The area chart of the screen, drawn as vectors: one point per month, scaled to the highest month. */
function areaChart(trends: KeywordTrends): ReactElement {
  const points = trends.data;
  const max = Math.max(...points.map((point) => point.volume), 0) || 1;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const xy = points.map((point, index) => [index * step, HEIGHT - (Math.max(0, point.volume) / max) * (HEIGHT - 8)] as const);
  const line = xy.map(([x, y], index) => `${index === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");
  const area = `${line} L${(xy.at(-1)?.[0] ?? 0).toFixed(1)} ${HEIGHT} L0 ${HEIGHT} Z`;
  const first = points[0];
  const last = points.at(-1);
  return h(View, { wrap: false, style: { marginVertical: 6 } },
    h(Text, { style: styles.small }, `Peak: ${formatTrendVolume({ volume: max, metric: trends.metric })}`),
    h(Svg, { width: WIDTH, height: HEIGHT + 1, viewBox: `0 0 ${WIDTH} ${HEIGHT + 1}` },
      h(Line, { x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, stroke: RULE, strokeWidth: 1 }),
      h(Path, { d: area, fill: BRAND, fillOpacity: 0.15 }),
      h(Path, { d: line, stroke: BRAND, strokeWidth: 1.5, fill: "none" }),
    ),
    h(View, { style: [styles.row, { justifyContent: "space-between" }] },
      h(Text, { style: { fontSize: 8, color: MUTED } }, first ? formatTrendMonth(first.date) : ""),
      h(Text, { style: { fontSize: 8, color: MUTED } }, last ? formatTrendMonth(last.date) : ""),
    ),
  );
}

export function marketInterestSection(trends: KeywordTrends | null): ReactElement {
  if (!trends) {
    return h(View, { wrap: false },
      heading("Market Interest", 2),
      text("Keyword trend data unavailable - Check back later or try refreshing the page", styles.muted),
    );
  }
  const others = trends.keywords.filter((keyword) => keyword !== trends.selectedKeyword);
  return h(View, { wrap: false },
    heading("Market Interest", 2),
    keyValues([
      ["Keyword", trends.selectedKeyword],
      ["Volume", `${formatTrendVolume({ volume: trends.currentVolume, metric: trends.metric })} (${describeTrendMetric({ metric: trends.metric, source: trends.source })})`],
      ["Growth", `${formatGrowth(trends.growthRate)} (recent period compared to the previous one)`],
    ]),
    trends.data.length > 0 ? areaChart(trends) : text("No data available for selected keyword", styles.muted),
    h(Text, { style: styles.small },
      `Last updated: ${formatDate(trends.lastUpdated) ?? "Recently"}${trends.isStale ? " - Data not recently synced" : ""}`),
    others.length > 0 ? h(Text, { style: styles.small }, `Other keywords: ${toPdfText(others.join(", "))}`) : null,
  );
}
