import { describe, expect, it } from "vitest";
import type { Experiment } from "../contracts/report-experiments.ts";
import { judgeResult } from "./experiment-judgement.ts";

const smoke: Experiment = {
  kind: "smoke-test", why: "", decisionRule: "", duration: "two weeks", page: { headline: "", subheadline: "", benefits: [], priceLine: null },
  callToAction: "Join", traffic: "", visitorsNeeded: 350, passRate: 0.04,
};
const presale: Experiment = { kind: "pre-sale", why: "", decisionRule: "", duration: "", offer: "", price: 20, per: "per month", priceFrom: "stated", asked: 20, buyersNeeded: 3, deadlineDays: 14 };

describe("judgeResult", () => {
  it("reads a smoke test in the plan's in-between band as inconclusive, with its numbers", () => {
    expect(judgeResult({ counts: { kind: "smoke-test", visitors: 420, signups: 9 }, experiment: smoke })).toEqual({
      judgement: "inconclusive",
      sentence: "9 sign-ups of 420 visitors = 2.1%: between the fail line (2.0%) and the pass line (4.0%), so inconclusive: change one thing and run another 350 visitors.",
    });
  });

  it("passes and fails a smoke test on the plan's own lines, and waits for the visitors it asks for", () => {
    expect(judgeResult({ counts: { kind: "smoke-test", visitors: 400, signups: 16 }, experiment: smoke })?.judgement).toBe("pass");
    expect(judgeResult({ counts: { kind: "smoke-test", visitors: 400, signups: 7 }, experiment: smoke })?.judgement).toBe("fail");
    expect(judgeResult({ counts: { kind: "smoke-test", visitors: 100, signups: 30 }, experiment: smoke })?.judgement).toBe("inconclusive");
  });

  it("judges pre-sales against the buyers needed and interviews against the 3-in-5 rule", () => {
    expect(judgeResult({ counts: { kind: "pre-sale", presales: 2 }, experiment: presale })?.judgement).toBe("inconclusive");
    expect(judgeResult({ counts: { kind: "pre-sale", presales: 3 }, experiment: presale })?.judgement).toBe("pass");
    expect(judgeResult({ counts: { kind: "interviews", interviewsHeld: 10, painConfirmed: 1, wouldPay: 0 } })?.judgement).toBe("fail");
    expect(judgeResult({ counts: { kind: "interviews", interviewsHeld: 10, painConfirmed: 7, wouldPay: 2 }, assumptionKind: "willingness-to-pay" })).toEqual({
      judgement: "fail", sentence: "2 of 10 interviews would pay: 3 of 10 or fewer, so it is wrong.",
    });
    expect(judgeResult({ counts: { kind: "note" } })).toBeNull();
  });
});
