import type { Dimension } from "../contracts/vocabulary.ts";
import type { DescriptionReading } from "../contracts/founder-words.ts";
import { RED_FLAGS } from "../text/lexicon-flags.ts";


/** What one rubric point found: points awarded (0 when missing) and the founder's words behind it. */
export interface RubricHit {
  id: string;
  dimension: Dimension;
  label: string;
  maxPoints: number;
  awarded: number;
  quotes: string[];
}

interface RubricPoint {
  id: string;
  label: string;
  maxPoints: number;
  assess(analysis: DescriptionReading): { awarded: number; quotes: string[] };
}

const found = (quotes: readonly (string | null | undefined)[], points: number) => {
  const present = quotes.filter((q): q is string => Boolean(q));
  return { awarded: present.length > 0 ? points : 0, quotes: present };
};

const namedCustomer: RubricPoint = {
  id: "named-customer", label: "named customer", maxPoints: 2,
  assess: (a) => found(a.customer?.specific ? [a.customer.phrase] : [], 2),
};

/** Starting points before rubric points are added; feasibility starts high because red flags subtract. */
export const BASE_POINTS: Readonly<Record<Dimension, number>> = { opportunity: 0, problem: 0, feasibility: 5, timing: 4 };

// Each dimension's maximum (base + points) is exactly 10, so a score reads as "how much of the rubric is met".
export const RUBRIC: Readonly<Record<Dimension, readonly RubricPoint[]>> = {
  problem: [
    { id: "clear-problem", label: "clear problem statement", maxPoints: 3, assess: (a) => found([a.problemSentence], 3) },
    namedCustomer,
    {
      id: "pain-intensity", label: "pain intensity words", maxPoints: 2,
      assess: (a) => ({
        awarded: a.painPhrases.length === 0 ? 0 : a.painPhrases.length >= 2 || a.intensityTerms.length > 0 ? 2 : 1,
        quotes: [...a.painPhrases.slice(0, 2), ...a.intensityTerms.slice(0, 2)],
      }),
    },
    { id: "quantified-cost", label: "quantified cost or frequency", maxPoints: 1.5, assess: (a) => found(a.cues.quantified.slice(0, 3), 1.5) },
    { id: "customer-evidence", label: "first-hand customer evidence", maxPoints: 1.5, assess: (a) => found(a.cues.validation.slice(0, 3), 1.5) },
  ],
  opportunity: [
    namedCustomer,
    {
      id: "monetisation", label: "monetisation stated", maxPoints: 2,
      assess: (a) => found([...a.cues.businessModel, ...a.cues.monetisation].filter((q, i, all) => all.indexOf(q) === i).slice(0, 3), 2),
    },
    { id: "price-point", label: "price point stated", maxPoints: 1, assess: (a) => found(a.cues.price.slice(0, 2), 1) },
    { id: "differentiation", label: "differentiation from alternatives", maxPoints: 2, assess: (a) => found(a.cues.differentiation.slice(0, 3), 2) },
    { id: "demand-evidence", label: "demand evidence (interviews, waitlist, willingness to pay)", maxPoints: 2, assess: (a) => found(a.cues.validation.slice(0, 3), 2) },
    { id: "target-market", label: "target market named", maxPoints: 1, assess: (a) => found(a.targetMarket ? [a.geographyText ?? a.customer?.phrase] : [], 1) },
  ],
  feasibility: [
    { id: "solution-described", label: "solution described", maxPoints: 2, assess: (a) => found([a.solutionSentence], 2) },
    { ...namedCustomer, id: "narrow-first-user", label: "narrow first user to build for", maxPoints: 1, assess: (a) => found(a.customer?.specific ? [a.customer.phrase] : [], 1) },
    {
      id: "no-red-flags", label: "no feasibility red flags (hardware, regulation, cold start, deep tech)", maxPoints: 2,
      assess: (a) => ({ awarded: a.redFlags.length === 0 ? 2 : 0, quotes: [] }),
    },
  ],
  timing: [
    {
      id: "timing-cues", label: "timing cues (new technology, regulation, trend)", maxPoints: 4,
      assess: (a) => ({ awarded: Math.min(2, a.cues.timing.length) * 2, quotes: a.cues.timing.slice(0, 3) }),
    },
    { id: "urgency", label: "urgency in the pain described", maxPoints: 1, assess: (a) => found(a.painPhrases.length > 0 ? a.intensityTerms.slice(0, 2) : [], 1) },
    { id: "active-demand", label: "people already asking for it", maxPoints: 1, assess: (a) => found(a.cues.validation.slice(0, 2), 1) },
  ],
};

export interface DimensionAssessment {
  dimension: Dimension;
  value: number;
  hits: RubricHit[];
  penalties: { id: string; label: string; points: number; matches: string[] }[];
}

const clamp = (value: number) => Math.min(10, Math.max(0, value));

/** Scores one dimension: base + awarded rubric points − red-flag penalties (feasibility only), on 0-10. */
export function assessDimension({ analysis, dimension }: { analysis: DescriptionReading; dimension: Dimension }): DimensionAssessment {
  const hits = RUBRIC[dimension].map((point) => {
    const { awarded, quotes } = point.assess(analysis);
    return { id: point.id, dimension, label: point.label, maxPoints: point.maxPoints, awarded, quotes };
  });
  const penalties = dimension !== "feasibility" ? [] : analysis.redFlags.map((flag) => ({
    id: flag.id,
    label: flag.label,
    points: RED_FLAGS.find((f) => f.id === flag.id)?.penalty ?? 1,
    matches: flag.matches,
  }));
  const total = BASE_POINTS[dimension] + hits.reduce((sum, h) => sum + h.awarded, 0) - penalties.reduce((sum, p) => sum + p.points, 0);
  return { dimension, value: Number(clamp(total).toFixed(1)), hits, penalties };
}
