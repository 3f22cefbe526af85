import type { Idea } from "../../shared/contracts/idea.ts";
import type { DimensionScore, ValidationReport } from "../../shared/contracts/report.ts";

let counter = 0;

export function makeIdea(overrides: Partial<Idea> = {}): Idea {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    title: `Idea ${counter}`,
    description: "A description",
    country: "US",
    validationMode: "deep",
    status: "completed",
    currentStage: null,
    recommendation: null,
    overallScore: null,
    targetMarket: null,
    error: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    completedAt: null,
    reviewedAt: null,
    version: 1,
    report: null,
    ...overrides,
  };
}

const score = (value: number, reasoning: string): DimensionScore => ({ value, confidence: 0.6, reasoning, evidence: [] });

export function makeReport(overrides: Partial<ValidationReport> = {}): ValidationReport {
  return {
    ideaId: "00000000-0000-4000-8000-00000000abcd",
    title: "Dog walker scheduling",
    description: "Recurring walks for independent dog walkers",
    generatedAt: "2025-01-05T10:00:00.000Z",
    model: "offline-analyst",
    recommendation: "go",
    overallScore: 6.8,
    targetMarket: null,
    opportunityScore: score(7, "Large and growing pet-care spend."),
    problemScore: score(6.5, "Walkers juggle bookings by text."),
    feasibilityScore: score(8, "Standard scheduling and billing."),
    timingScore: score(5, "Existing apps target agencies."),
    revenuePotential: {
      description: "",
      score: 6,
      marketSize: { total: 0, addressable: 0, serviceable: 0 },
      revenueProjections: { year1: 0, year2: 0, year3: 0, assumptions: [] },
      pricingStrategy: { model: "subscription", reasoning: "", suggestedPrice: 0 },
    },
    executionDifficulty: {
      description: "",
      score: 5,
      resourceRequirements: { teamSize: "", budget: "", timeline: "" },
      riskFactors: [],
      technicalChallenges: [],
    },
    goToMarketSignals: {
      description: "",
      score: 5,
      customerAcquisition: { cost: 0, lifetimeValue: 0, paybackPeriod: 0 },
      channels: [],
      marketEntry: { strategy: "", timeline: "" },
    },
    sources: [],
    methodology: {
      researchProcess: "",
      dataCollection: "",
      analysisApproach: "",
      confidenceLevel: 0.5,
      limitations: [],
      assumptions: [],
    },
    qualityAssessment: {
      metrics: { sourceDiversity: 0, recency: 0, specificity: 0, sentimentConsistency: 0, volume: 0, authority: 0, overallScore: 0 },
      strengths: [],
      weaknesses: [],
    },
    ...overrides,
  };
}
