import { describe, expect, it } from "vitest";
import type { DimensionScore } from "../../shared/contracts/report.ts";
import {
  CONFIDENCE_WITHOUT_RESEARCH, confidenceCeiling, confidenceOfVerdict, DECISIVE_NO_GO_CONFIDENCE, FULL_DEPTH, HIGH_CONFIDENCE, holdToResearch,
  MAX_CONFIDENCE, MAX_CONFIDENCE_WHEN_THIN, researchDepthOf, weighByResearch, type ResearchDepth,
} from "./research-weight.ts";

const score = (value: number, evidence: string[]): DimensionScore => ({ value, confidence: 0.3, reasoning: "Feasibility rubric of your description: 10/10.", evidence });

describe("scores that follow research", () => {
  it("shows a score with no retrieved evidence at most 8/10 and says it rests on the description", () => {
    const weighed = weighByResearch({
      opportunity: { ...score(6, []), reasoning: "The model's reading of the market." },
      problem: score(9, ["“Chasing invoices takes hours every week” [S2]"]),
      feasibility: score(10, ["“a simple web app” (your description)"]),
      timing: score(4, []),
    });
    expect(weighed.feasibility.value).toBe(8);
    expect(weighed.feasibility.reasoning).toMatch(/^No retrieved source bears on this score, so it rests on your description alone and is shown at 8\/10 rather than 10\/10\. Feasibility rubric/);
    expect(weighed.problem).toEqual(score(9, ["“Chasing invoices takes hours every week” [S2]"]));
    expect(weighed.opportunity.value).toBe(6);
    expect(weighed.opportunity.reasoning).toBe("No retrieved source bears on this score, so it rests on your description alone. The model's reading of the market.");
    // A reasoning that already names the description as its ground says so once.
    expect(weighed.timing.reasoning).toBe("Feasibility rubric of your description: 10/10.");
  });

  it("holds a No Go with more confidence when a retrieved source says the same kind of product failed: at 80% on full research, at the most thin research allows on thin", () => {
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "no-go", sameKindFailure: true, depth: FULL })).toBe(DECISIVE_NO_GO_CONFIDENCE);
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "no-go", sameKindFailure: true, depth: ONE_PAGE })).toBe(MAX_CONFIDENCE_WHEN_THIN);
    expect(MAX_CONFIDENCE_WHEN_THIN).toBeLessThan(HIGH_CONFIDENCE);
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "no-go", sameKindFailure: false, depth: FULL })).toBe(0.54);
    expect(confidenceOfVerdict({ confidence: 0.54, recommendation: "caution", sameKindFailure: true, depth: FULL })).toBe(0.54);
    // Decisive evidence never lowers a confidence already above it.
    expect(confidenceOfVerdict({ confidence: 0.86, recommendation: "no-go", sameKindFailure: true, depth: FULL })).toBe(0.86);
  });
});

const FULL: ResearchDepth = { readInFull: FULL_DEPTH.sourcesRead, snippetsOnly: 0, sites: FULL_DEPTH.sites, quotes: FULL_DEPTH.quotes };
const ONE_PAGE: ResearchDepth = { readInFull: 1, snippetsOnly: 0, sites: 1, quotes: 1 };
const NOTHING: ResearchDepth = { readInFull: 0, snippetsOnly: 0, sites: 0, quotes: 0 };

describe("confidence that follows research", () => {
  it("counts the depth from the report's own numbers: read in full, snippets, sites, and distinct quotes cited from listed sources", () => {
    const depth = researchDepthOf({
      sources: [{ url: "https://news.ycombinator.com/item?id=1" }, { url: "https://www.news.ycombinator.com/item?id=2" }, { url: "https://github.com/a/b" }, { url: "not a url" }],
      sourceCounts: { retrieved: 12, readInFull: 2, listed: 4 },
      scores: [
        score(7, ["“Chasing invoices takes hours” [S1]", "Your own interviews (first-party): 9 of 10 confirmed the pain [F1]"]),
        score(6, ["“Chasing invoices takes hours” [S1]", "“We pay $9 a month” [S3]"]),
        score(5, ["“a simple web app” (your description)"]),
        score(4, []),
      ],
    });
    expect(depth).toEqual({ readInFull: 2, snippetsOnly: 2, sites: 2, quotes: 2 });
    // A report made before source counts were kept counts nothing as read in full.
    expect(researchDepthOf({ sources: [{ url: "https://github.com/a/b" }], sourceCounts: undefined, scores: [] })).toEqual({ readInFull: 0, snippetsOnly: 1, sites: 1, quotes: 0 });
  });

  it("keeps a report with nothing read low, a report on thin research below high confidence, and lets research of full depth be high", () => {
    expect(confidenceCeiling(NOTHING)).toBe(CONFIDENCE_WITHOUT_RESEARCH);
    expect(CONFIDENCE_WITHOUT_RESEARCH).toBeLessThan(0.4);
    // Each measure short on its own makes research thin, whatever the others.
    for (const thin of [
      { ...FULL, readInFull: FULL_DEPTH.sourcesRead - 1 },
      { ...FULL, readInFull: 0, snippetsOnly: FULL_DEPTH.sourcesRead },
      { ...FULL, sites: FULL_DEPTH.sites - 1 },
      { ...FULL, quotes: FULL_DEPTH.quotes - 1 },
      { readInFull: 40, snippetsOnly: 20, sites: 1, quotes: 60 },
    ]) {
      expect(confidenceCeiling(thin), JSON.stringify(thin)).toBeLessThan(HIGH_CONFIDENCE);
      expect(confidenceCeiling(thin)).toBeGreaterThan(CONFIDENCE_WITHOUT_RESEARCH);
    }
    // Two snippets count as one source read.
    expect(confidenceCeiling({ ...FULL, readInFull: FULL_DEPTH.sourcesRead - 1, snippetsOnly: 2 })).toBe(MAX_CONFIDENCE);
    expect(confidenceCeiling(FULL)).toBe(MAX_CONFIDENCE);
    expect(MAX_CONFIDENCE).toBeGreaterThanOrEqual(HIGH_CONFIDENCE);
    // Deeper research never lowers the ceiling.
    expect(confidenceCeiling({ readInFull: 4, snippetsOnly: 0, sites: 3, quotes: 8 })).toBeGreaterThan(confidenceCeiling({ readInFull: 2, snippetsOnly: 0, sites: 3, quotes: 8 }));
  });

  it("holds every score's confidence and the report's under the ceiling of thin research, and says so on each score it holds", () => {
    const scores = {
      opportunity: { ...score(7, ["“We pay $9 a month” [S3]"]), confidence: 0.77 },
      problem: { ...score(8, ["“Chasing invoices takes hours” [S1]"]), confidence: 0.3 },
      feasibility: score(6, []),
      timing: score(4, []),
    };
    const held = holdToResearch({ scores, confidence: 0.62, depth: ONE_PAGE });
    const ceiling = confidenceCeiling(ONE_PAGE);
    // The report's confidence is its held scores' weighted together (0.3, 0.3, 0.2, 0.2).
    expect(held.confidence).toBe(Number((0.3 * ceiling + 0.3 * 0.3 + 0.2 * 0.3 + 0.2 * 0.3).toFixed(2)));
    expect(held.scores.opportunity.confidence).toBe(ceiling);
    expect(held.scores.opportunity.reasoning).toMatch(/^The research behind this report is thin \(1 source read in full, from 1 site, 1 quote cited in the scores\), so this score's confidence is shown at 39% rather than 77%\. Feasibility rubric/);
    // Where the reasoning states the computed confidence, the note follows that sentence.
    const stated = holdToResearch({
      scores: { ...scores, opportunity: { ...scores.opportunity, reasoning: "Counted from 3 quotes. Confidence 77%, computed from 3 sources behind the quotes and the measured quality of the source set. Rubric: 7/10." } },
      confidence: 0.62, depth: ONE_PAGE,
    });
    expect(stated.scores.opportunity.reasoning).toBe("Counted from 3 quotes. Confidence 77%, computed from 3 sources behind the quotes and the measured quality of the source set. The research behind this report is thin (1 source read in full, from 1 site, 1 quote cited in the scores), so this score's confidence is shown at 39% rather than 77%. Rubric: 7/10.");
    // A score already under the ceiling is left as it was.
    expect(held.scores.problem).toBe(scores.problem);
    expect(held.scores.feasibility).toEqual(scores.feasibility);
    // Research of full depth holds nothing back.
    const rich = holdToResearch({ scores, confidence: 0.62, depth: FULL });
    expect(rich.confidence).toBe(0.62);
    expect(rich.scores).toEqual(scores);
  });
});
