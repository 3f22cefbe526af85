import type { Currency } from "../contracts/report.ts";
import type { AssumptionSettled, Experiment, RiskiestAssumption } from "../contracts/report-experiments.ts";
import { writeMoney } from "./write-money.ts";

/** Copy shared by the report screen, the PDF, the Markdown and the downloads, so all of them say the same. */
export const ASSUMPTIONS_TITLE = "Riskiest Assumptions";
export const PLAN_TITLE = "Experiment Plan";
export const PLAN_INTRO = "The assumptions this verdict rests on most and the evidence has least settled, each with the cheapest test that could prove it wrong. Write the decision rule down before you start, and keep to it.";

const EXPERIMENT_LABELS: Readonly<Record<Experiment["kind"], string>> = {
  "customer-interviews": "Customer interviews",
  "smoke-test": "Smoke-test landing page",
  "pre-sale": "Concierge or pre-sale offer",
};
const SETTLED_LABELS: Readonly<Record<AssumptionSettled, string>> = {
  untested: "Untested",
  contested: "Contested",
  "leaning-for": "Leaning for, not settled",
  "leaning-against": "Leaning against",
};

export const experimentLabel = (kind: Experiment["kind"]) => EXPERIMENT_LABELS[kind];
export const settledLabel = (settled: AssumptionSettled) => SETTLED_LABELS[settled];

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** One labelled line of an experiment: a sentence, or a list (questions). */
export interface PlanDetail {
  label: string;
  value: string | readonly string[];
}

/** An experiment's particulars in the order a founder runs it, the decision rule last. */
export function experimentDetails(experiment: Experiment, currency: Currency | undefined): PlanDetail[] {
  const common = (details: PlanDetail[]): PlanDetail[] => [
    { label: "Why this test", value: experiment.why },
    ...details,
    { label: "Time", value: experiment.duration },
    { label: "Decision rule (written before the test)", value: experiment.decisionRule },
  ];
  switch (experiment.kind) {
    case "customer-interviews": return common([
      { label: "People", value: `${experiment.people.min} to ${experiment.people.max}` },
      { label: "Who to ask", value: experiment.whoToAsk },
      { label: "Ask about what they did and spend", value: experiment.questions },
      { label: "Never ask (a pitch or a guess)", value: experiment.avoid },
      { label: "Counts as confirmation", value: experiment.confirmation },
    ]);
    case "smoke-test": return common([
      { label: "Page headline", value: experiment.page.headline },
      { label: "Page copy", value: [experiment.page.subheadline, ...experiment.page.benefits, ...(experiment.page.priceLine ? [`Price: ${experiment.page.priceLine}`] : [])] },
      { label: "Call to action", value: experiment.callToAction },
      { label: "Traffic", value: experiment.traffic },
      { label: "Visitors needed", value: String(experiment.visitorsNeeded) },
      { label: "Pass rate", value: `${percent(experiment.passRate)} of visitors` },
    ]);
    case "pre-sale": return common([
      { label: "Offer", value: experiment.offer },
      {
        label: "Price",
        // Reports made before the price was written whole keep the figure and its unit.
        value: experiment.priceText ?? `${experiment.per.startsWith("percent") ? `${experiment.price}%` : writeMoney(experiment.price, currency ?? "USD")} ${experiment.per.startsWith("percent") ? "of each transaction" : experiment.per}${experiment.priceFrom === "estimate" ? " (estimate: no price was stated)" : ""}`,
      },
      { label: "How many", value: `${experiment.buyersNeeded} paying of ${experiment.asked} asked` },
      { label: "Deadline", value: `${experiment.deadlineDays} days` },
    ]);
  }
}

/** Text from a report goes out as text: no Markdown of its own can sneak in. */
const md = (s: string) => s.replace(/([\\`*_<>#|[\]])/g, "\\$1").replace(/\s+/g, " ").trim();
/** Citations stay readable: `[S3]` is not a link, so its brackets need no escape. */
const mdCited = (s: string) => md(s).replace(/\\\[S(\d+)\\\]/g, "[S$1]");

/** The assumptions and their experiments as Markdown; `depth` is the heading level of each assumption. */
export function experimentPlanMarkdown({ assumptions, currency, depth = 3 }: {
  assumptions: readonly RiskiestAssumption[]; currency: Currency | undefined; depth?: number;
}): string[] {
  const hashes = "#".repeat(depth);
  return assumptions.flatMap((a, index) => [
    `${hashes} ${index + 1}. ${md(a.statement)}`,
    "",
    `**${settledLabel(a.settled)}.** ${md(a.settledNote)}`,
    "",
    md(a.whyItMatters),
    "",
    ...(a.evidenceFor.length ? ["Evidence for:", ...a.evidenceFor.map((line) => `- ${mdCited(line)}`), ""] : []),
    ...(a.evidenceAgainst.length ? ["Evidence against:", ...a.evidenceAgainst.map((line) => `- ${mdCited(line)}`), ""] : []),
    `${hashes}# Experiment: ${experimentLabel(a.experiment.kind)}`,
    "",
    ...experimentDetails(a.experiment, currency).flatMap((d) => (typeof d.value === "string"
      ? [`- **${d.label}:** ${md(d.value)}`]
      : [`- **${d.label}:**`, ...d.value.map((v) => `  - ${md(v)}`)])),
    "",
  ]);
}

/** The experiment plan on its own, as the Markdown download. */
export function experimentPlanDocument({ title, assumptions, currency }: {
  title: string; assumptions: readonly RiskiestAssumption[]; currency: Currency | undefined;
}): string {
  return [`# ${PLAN_TITLE}: ${md(title)}`, "", PLAN_INTRO, "", ...experimentPlanMarkdown({ assumptions, currency, depth: 2 })].join("\n");
}
