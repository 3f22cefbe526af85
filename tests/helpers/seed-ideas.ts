import type { Db } from "../../src/db/client.ts";
import { ideas, reports } from "../../src/db/schema.ts";
import { reportBodySchema } from "../../src/shared/contracts/report.ts";
import type { ReportBody, ReportRecommendation, ReportSource } from "../../src/shared/contracts/report.ts";

const IDEA_RECOMMENDATION = { "strong-go": "GO", go: "GO", caution: "PAUSE", "no-go": "NO-GO" } as const;

const dimension = (value: number) => ({ value, confidence: 0.5, reasoning: `Scored ${value}.`, evidence: [] });

/** A complete, contract-valid report body with the given scores and sources. */
export function makeReportBody({ recommendation, overallScore, scores, sources = [] }: {
  recommendation: ReportRecommendation;
  overallScore: number;
  scores: [number, number, number, number];
  sources?: Pick<ReportSource, "type" | "platform">[];
}): ReportBody {
  const [opportunity, problem, feasibility, timing] = scores;
  return reportBodySchema.parse({
    recommendation, overallScore, targetMarket: "Founders",
    opportunityScore: dimension(opportunity), problemScore: dimension(problem),
    feasibilityScore: dimension(feasibility), timingScore: dimension(timing),
    revenuePotential: {
      description: "Revenue", score: 5, marketSize: { total: 1_000_000, addressable: 100_000, serviceable: 10_000 },
      revenueProjections: { year1: 1000, year2: 2000, year3: 3000, assumptions: ["One assumption"] },
      pricingStrategy: { model: "subscription", reasoning: "Recurring use", suggestedPrice: 29 },
    },
    executionDifficulty: {
      description: "Execution", score: 5, resourceRequirements: { teamSize: "2", budget: "$10K", timeline: "3 months" },
      riskFactors: [{ risk: "Churn", probability: "medium", impact: "high" }], technicalChallenges: ["Integrations"],
    },
    goToMarketSignals: {
      description: "Go to market", score: 5, customerAcquisition: { cost: 50, lifetimeValue: 500, paybackPeriod: 3 },
      channels: [{ channel: "Communities", effectiveness: 7, cost: "low" }], marketEntry: { strategy: "Niche first", timeline: "Q1" },
    },
    sources: sources.map((source, index) => ({
      id: `s${index}`, title: `Source ${index}`, url: `https://example.com/${index}`, relevance: 7, date: "2025-01-01", ...source,
    })),
    methodology: {
      researchProcess: "Seeded", dataCollection: "Seeded", analysisApproach: "Seeded", confidenceLevel: 0.5, limitations: [], assumptions: [],
    },
    qualityAssessment: {
      metrics: { sourceDiversity: 5, recency: 5, specificity: 5, sentimentConsistency: 5, volume: 5, authority: 5, overallScore: 5 },
      strengths: [], weaknesses: [],
    },
  });
}

export interface SeedIdea {
  userId: string;
  title: string;
  status: "pending" | "validating" | "completed" | "failed";
  createdAt: Date;
  completedAt?: Date;
  updatedAt?: Date;
  reviewedAt?: Date;
  error?: string;
  report?: ReportBody;
}

/** Writes an idea (and its report) as the API and worker would have left it; the triggers record its events. */
export async function seedIdea(db: Db, seed: SeedIdea): Promise<string> {
  const [row] = await db.insert(ideas).values({
    userId: seed.userId, title: seed.title, description: `${seed.title}: a seeded idea for tests.`, country: "US", validationMode: "deep",
    status: seed.status, createdAt: seed.createdAt, updatedAt: seed.updatedAt ?? seed.completedAt ?? seed.createdAt,
    startedAt: seed.status === "pending" ? null : seed.createdAt, completedAt: seed.completedAt ?? null, reviewedAt: seed.reviewedAt ?? null,
    error: seed.error ?? null,
    recommendation: seed.report ? IDEA_RECOMMENDATION[seed.report.recommendation] : null,
    overallScore: seed.report?.overallScore ?? null, targetMarket: seed.report?.targetMarket ?? null,
  }).returning({ id: ideas.id });
  if (!row) throw new Error("seeding returned no idea");
  if (seed.report) {
    await db.insert(reports).values({ ideaId: row.id, body: seed.report, model: "seeded", generatedAt: seed.completedAt ?? new Date() });
  }
  return row.id;
}

export const at = (base: Date, { days = 0, hours = 0, seconds = 0 }: { days?: number; hours?: number; seconds?: number }) =>
  new Date(base.getTime() + ((days * 24 + hours) * 3600 + seconds) * 1000);
