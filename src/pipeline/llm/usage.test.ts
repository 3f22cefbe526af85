import { describe, expect, it } from "vitest";
import { UsageMeter } from "./usage.ts";

// Calls made at once settle in whatever order their answers come; the report's cost must not depend on it.
describe("the estimated cost of a validation", () => {
  const prices = { fast: { inputPerMTok: 0.15, outputPerMTok: 0.6 }, smart: { inputPerMTok: 3, outputPerMTok: 15 } } as const;
  const calls = [
    { stage: "analysis", role: "fast", model: "fast", inputTokens: 100, outputTokens: 115 },
    { stage: "analysis", role: "fast", model: "fast", inputTokens: 3_878, outputTokens: 376 },
    { stage: "analysis", role: "smart", model: "smart", inputTokens: 2_763, outputTokens: 185 },
    { stage: "analysis", role: "fast", model: "fast", inputTokens: 335, outputTokens: 553 },
  ] as const;

  function costSettledInOrder(order: readonly number[]): number | null {
    const meter = new UsageMeter({ budget: 1_000_000, prices });
    for (const i of order) {
      const admission = meter.admit({ task: "read a source", estimatedInputTokens: 0, maxOutputTokens: 1_000 });
      meter.settle({ admission, usage: calls[i]! });
    }
    return meter.summary(["analysis"]).estimatedCostUsd;
  }

  it("is the same whichever call settles first, to the last digit", () => {
    const orders = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]];
    const costs = orders.map(costSettledInOrder);
    expect(new Set(costs).size).toBe(1);
    expect(costs[0]).toBe(0.01233735);
  });
});
