import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { reportBodySchema } from "../../src/shared/contracts/report.ts";
import type { Experiment, RiskiestAssumption } from "../../src/shared/contracts/report-experiments.ts";
import type { EvidenceItem } from "../../src/pipeline/contracts/checkpoints.ts";
import { FIXTURE_RESEARCH } from "./helpers/section-sources.ts";
import { idea, offlineReport } from "./helpers/offline-report.ts";
import { buildRiskiestAssumptions } from "../../src/pipeline/report/experiments/index.ts";

const REPORT_FIXTURES = join(import.meta.dirname, "..", "fixtures", "reports");

const SEAT_SAAS = idea("SeatDesk", "Hybrid offices of 20-200 staff lose hours every week to desk booking chaos. SeatDesk is a SaaS desk-booking tool for office managers at mid-sized companies, at $49 per seat per month.");
const PLANT_POT = idea("Plantpot", "A self-watering smart plant pot for busy city flat owners who keep killing their houseplants. We sell it once for £79.", "GB");
// An idea of the fixture research's own market (dog walking), so its quotes bear on it.
const WALK_SAAS = idea("WalkDesk", "Dog walking businesses lose hours every week to scheduling chaos. WalkDesk is a SaaS scheduling tool for dog walking companies, at $29 per walker per month.");
const TUTOR_MARKETPLACE = idea("TutorHub", "A marketplace connecting parents with local maths tutors. Parents struggle to find reliable tutors; we take a 15% commission on each lesson booked.");

const assumptionsOf = async (subject = SEAT_SAAS, evidence: EvidenceItem[] = []) =>
  (await offlineReport({ idea: subject, ...(evidence.length ? { research: FIXTURE_RESEARCH, evidence } : {}) })).report.riskiestAssumptions ?? [];

function experimentOf<K extends Experiment["kind"]>(assumption: RiskiestAssumption | undefined, kind: K): Extract<Experiment, { kind: K }> {
  expect(assumption?.experiment.kind).toBe(kind);
  return assumption!.experiment as Extract<Experiment, { kind: K }>;
}

const quote = (sourceId: string, text: string, dimension: EvidenceItem["dimension"], stance: EvidenceItem["stance"]): EvidenceItem =>
  ({ id: `${sourceId}:${text.length}`, sourceId, quote: text, dimension, stance });

describe("riskiest assumptions without a model", () => {
  it("names three, each with a stable id from its kind, and the report still parses", async () => {
    const { report } = await offlineReport({ idea: SEAT_SAAS });
    expect(report.riskiestAssumptions?.map((a) => a.id)).toEqual(["assumption-willingness-to-pay", "assumption-pain", "assumption-reach"]);
    expect(reportBodySchema.parse(report).riskiestAssumptions).toHaveLength(3);
  });

  it("gives the same assumptions for the same report", async () => {
    expect(await assumptionsOf(PLANT_POT)).toEqual(await assumptionsOf(PLANT_POT));
  });

  it("B2B seat SaaS: a paid pilot at the founder's per-seat price, with firms asked and buyers needed by a deadline", async () => {
    const [pay, pain] = await assumptionsOf(SEAT_SAAS);
    expect(pay?.statement).toBe("Office managers will pay $49 per seat per month for SeatDesk.");
    const sale = experimentOf(pay, "pre-sale");
    expect(sale).toMatchObject({ price: 49, per: "per seat per month", priceFrom: "stated", priceText: "$49 per seat per month", asked: 15, buyersNeeded: 3, deadlineDays: 30 });
    expect(sale.offer).toMatch(/paid pilot of SeatDesk for office managers.*concierge/);
    expect(sale.decisionRule).toMatch(/^Decided before the first offer: 3 of 15 .* within 30 days passes; 1 or none fails/);
    const talks = experimentOf(pain, "customer-interviews");
    expect(talks.people).toEqual({ min: 5, max: 10 });
    expect(talks.whoToAsk).toMatch(/^office managers, found in your network, LinkedIn/);
  });

  it("consumer one-off product: a pre-order smoke test in the founder's currency with visitors and the pass rate", async () => {
    const [pay] = await assumptionsOf(PLANT_POT);
    expect(pay?.statement).toBe("Busy city flat owners will pay £79 once for Plantpot.");
    const page = experimentOf(pay, "smoke-test");
    expect(page.callToAction).toBe("Pre-order for £79");
    expect(page.page.priceLine).toBe("£79 once");
    expect(page.passRate).toBe(0.02);
    // Enough visitors that the pass rate means at least ten sign-ups.
    expect(page.visitorsNeeded * page.passRate).toBeGreaterThanOrEqual(10);
    expect(page.decisionRule).toBe(`Decided before launch: after 500 visitors, 2% or more clicking "Pre-order for £79" (at least 10) passes; under 1% fails; in between, change one thing (the headline or the price) and run another 500.`);
  });

  it("marketplace: the take rate by concierge matching, and the supply side as an assumption of its own", async () => {
    const assumptions = await assumptionsOf(TUTOR_MARKETPLACE);
    expect(assumptions.map((a) => a.kind)).toEqual(["willingness-to-pay", "pain", "supply"]);
    expect(experimentOf(assumptions[0], "pre-sale").offer).toBe("Match the first buyers and sellers of TutorHub by hand (concierge), charging a 15% fee on each lesson.");
    const supply = experimentOf(assumptions[2], "customer-interviews");
    expect(supply.whoToAsk).toMatch(/^People who would sell or provide on TutorHub/);
  });

  it("interviews ask about past behaviour and current spend, never pitch, and say what counts as confirmation", async () => {
    const talks = experimentOf((await assumptionsOf(SEAT_SAAS))[1], "customer-interviews");
    expect(talks.questions.some((q) => /last time/.test(q))).toBe(true);
    expect(talks.questions.some((q) => /cost you/.test(q))).toBe(true);
    expect(talks.questions.every((q) => !/\bwould you\b/i.test(q) && !q.includes("SeatDesk"))).toBe(true);
    expect(talks.avoid.some((a) => a.startsWith("Would you use"))).toBe(true);
    expect(talks.confirmation).toMatch(/last three months/);
  });

  it("without research, every assumption is untested and cites nothing", async () => {
    for (const assumption of await assumptionsOf(SEAT_SAAS)) {
      expect(assumption.settled).toBe("untested");
      expect([...assumption.evidenceFor, ...assumption.evidenceAgainst]).toEqual([]);
      expect(assumption.settledNote).toMatch(/Nothing was researched/);
    }
  });

  it("never says nothing was researched when sources were retrieved but none was listed", async () => {
    const { report, profile, analysis } = await offlineReport({ idea: SEAT_SAAS, research: FIXTURE_RESEARCH });
    const drafts = buildRiskiestAssumptions({ report: { ...report, sources: [] }, research: FIXTURE_RESEARCH, analysis, profile, description: SEAT_SAAS.description, title: SEAT_SAAS.title });
    for (const assumption of drafts) {
      expect(assumption.settledNote).toBe(`None of the ${FIXTURE_RESEARCH.sources.length} sources retrieved bears on it: it is untested.`);
    }
  });

  it("calls an assumption supported by one source and challenged by none leaning for, not settled", async () => {
    const { report } = await offlineReport({ idea: SEAT_SAAS, research: FIXTURE_RESEARCH, evidence: [quote("src_launch", "PawRoute plans walking routes", "pain", "supports")] });
    const pain = report.riskiestAssumptions?.find((a) => a.kind === "pain");
    expect(pain?.settled).toBe("leaning-for");
    const number = report.sources.findIndex((s) => s.id === "src_launch") + 1;
    expect(pain?.evidenceFor).toEqual([`“PawRoute plans walking routes” [S${number}]`]);
    expect(pain?.settledNote).toBe("1 quote from 1 source supports it and none challenge it, but what people say in public is not what they do: only the experiment settles it.");
  });

  it("quotes evidence for and against word for word, citing only listed sources, and ranks an assumption the evidence challenges above one it supports", async () => {
    const evidence = [
      quote("src_thread", "Rover takes a 20% cut, which is too expensive for small walkers", "pricing", "challenges"),
      quote("src_thread", "We switched to Rover last year", "pain", "supports"),
      quote("src_launch", "PawRoute plans walking routes", "pain", "supports"),
      quote("src_web", "Time To Pet is the pet sitting software for growing businesses", "timing", "challenges"),
    ];
    const { report } = await offlineReport({ idea: WALK_SAAS, research: FIXTURE_RESEARCH, evidence });
    const assumptions = report.riskiestAssumptions ?? [];
    const pay = assumptions.find((a) => a.kind === "willingness-to-pay");
    expect(pay?.settled).toBe("leaning-against");
    expect(pay?.evidenceAgainst).toHaveLength(1);
    expect(pay?.evidenceAgainst[0]).toMatch(/^“Rover takes a 20% cut, which is too expensive for small walkers” \[S\d+\]$/);
    // Paying is challenged, so it leads; reaching firms, untested, comes before the problem that two
    // sources support and none challenge; switching, with one scheduling product found, drops out of the three.
    expect(assumptions.map((a) => a.kind)).toEqual(["willingness-to-pay", "reach", "pain"]);
    expect(assumptions.find((a) => a.kind === "pain")?.settled).toBe("leaning-for");
    const listed = report.sources.length;
    for (const line of assumptions.flatMap((a) => [...a.evidenceFor, ...a.evidenceAgainst])) {
      const number = Number(/\[S(\d+)\]/.exec(line)?.[1]);
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(listed);
      const source = report.sources[number - 1]!;
      const words = /^“(.*)”/.exec(line)?.[1] ?? "";
      expect(FIXTURE_RESEARCH.sources.find((s) => s.id === source.id)?.excerpt).toContain(words);
    }
  });
});

describe("the report contract's riskiest assumptions", () => {
  it("parses every stored report made before assumptions were named, and keeps a report's assumptions as written", async () => {
    // keyword-trends.json is a trends answer, not a report.
    for (const name of readdirSync(REPORT_FIXTURES).filter((f) => f.endsWith(".json") && f !== "keyword-trends.json")) {
      const stored = JSON.parse(readFileSync(join(REPORT_FIXTURES, name), "utf8"));
      expect(() => reportBodySchema.parse(stored), name).not.toThrow();
    }
    const { report } = await offlineReport({ idea: TUTOR_MARKETPLACE });
    expect(reportBodySchema.parse(JSON.parse(JSON.stringify(report))).riskiestAssumptions).toEqual(report.riskiestAssumptions);
  });

  it("refuses an experiment of a kind it does not know", async () => {
    const { report } = await offlineReport({ idea: SEAT_SAAS });
    const [first, ...rest] = report.riskiestAssumptions!;
    const odd = { ...first!, experiment: { ...first!.experiment, kind: "survey" } };
    expect(reportBodySchema.safeParse({ ...report, riskiestAssumptions: [odd, ...rest] }).success).toBe(false);
  });
});
