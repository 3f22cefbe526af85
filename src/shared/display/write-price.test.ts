import { describe, expect, it } from "vitest";
import type { PriceReading, StatedPrice } from "../contracts/price.ts";
import { writeEstimatedPrice, writePrice, writePricing, writeReportPrice } from "./write-price.ts";

const price = (fields: Partial<StatedPrice>): StatedPrice => ({
  amount: 20, upTo: null, currency: "USD", period: null, per: null, recurring: false, item: null, words: "", ...fields,
});
const reading = (fields: Partial<PriceReading>): PriceReading => ({
  prices: [], main: null, takeRate: null, freeTier: false, ads: false, billing: null, ...fields,
});

describe("writePrice", () => {
  it.each([
    [price({ amount: 20, period: "month", per: { noun: "developer", kind: "person" } }), "$20 per developer per month"],
    [price({ amount: 15, currency: "GBP", period: "day" }), "£15 a day"],
    [price({ amount: 2000, period: "year" }), "$2,000 a year"],
    [price({ amount: 4.99, currency: "EUR", period: "month" }), "€4.99 a month"],
    [price({ amount: 49, period: "month", per: { noun: "practice", kind: "account" } }), "$49 per practice per month"],
    [price({ amount: 4000, period: "use", per: { noun: "bag", kind: "pack" } }), "$4,000 a bag"],
    [price({ amount: 0.1, period: "use", per: { noun: "minute", kind: "use" } }), "$0.10 per minute"],
    [price({ amount: 0.002, period: "use", per: { noun: "API call", kind: "use" } }), "$0.002 per API call"],
    [price({ amount: 120, currency: "GBP", period: "term", per: { noun: "student", kind: "person" } }), "£120 per student per term"],
    [price({ amount: 45, currency: "GBP", period: "fortnight" }), "£45 a fortnight"],
    [price({ amount: 300, period: "quarter" }), "$300 a quarter"],
    [price({ amount: 79, period: "one-off" }), "$79 once"],
    [price({ amount: 20, per: { noun: "developer", kind: "person" } }), "$20 per developer"],
    [price({ amount: 20, upTo: 30, period: "use", per: { noun: "hour", kind: "use" } }), "$20–$30 per hour"],
    [price({ amount: 40, currency: "CHF", period: "term" }), "CHF 40 a term"],
  ])("%# writes %s", (stated, expected) => {
    expect(writePrice(stated)).toBe(expected);
  });
});

describe("writePricing", () => {
  it("writes a device and its refills as a sequence", () => {
    const device = price({ amount: 1299, period: "one-off" });
    const refills = price({ amount: 29, period: "week", recurring: true, item: "refills" });
    expect(writePricing(reading({ prices: [device, refills], main: 0 }))).toBe("$1,299 once, then $29 a week for refills");
  });

  it("writes tiers as alternatives, each with its name", () => {
    const basic = price({ amount: 9, period: "month", item: "basic" });
    const pro = price({ amount: 29, period: "month", item: "pro" });
    expect(writePricing(reading({ prices: [basic, pro], main: 0 }))).toBe("$9 a month for basic or $29 a month for pro");
  });

  it("adds a free tier, a cut and ads after the prices", () => {
    expect(writePricing(reading({ prices: [price({ amount: 12, period: "month" })], main: 0, freeTier: true }))).toBe("$12 a month with a free tier");
    expect(writePricing(reading({ takeRate: { percent: 15, per: { noun: "walk", kind: "use" }, orderValue: 25, words: "" } }))).toBe(
      "a 15% fee on each walk (orders average $25)",
    );
    expect(writePricing(reading({ ads: true }))).toBe("paid for by ads");
    expect(writePricing(reading({ freeTier: true, ads: true }))).toBe("a free tier and ads");
  });

  it("adds a fee after a price, or offers it instead when the founder says so", () => {
    const plan = price({ amount: 20, currency: "GBP", period: "month", item: "a listing plan", words: "We take 10% per sale, or £20/month for a listing plan." });
    const fee = { percent: 10, per: { noun: "sale", kind: "use" as const }, orderValue: null, words: plan.words };
    expect(writePricing(reading({ prices: [plan], main: 0, takeRate: fee }))).toBe("£20 a month or a 10% fee on each sale");
    expect(writePricing(reading({ prices: [{ ...plan, item: null, words: "£20 a month." }], main: 0, takeRate: { ...fee, words: "Plus 10%." } }))).toBe(
      "£20 a month plus a 10% fee on each sale",
    );
  });

  it("writes a cut taken from the founder's own price per use as part of it, not as an extra", () => {
    const walk = price({ amount: 20, currency: "USD", period: "use", per: { noun: "walk", kind: "use" }, words: "Owners pay $20 per walk and we keep 20%." });
    const cut = { percent: 20, per: null, orderValue: null, words: walk.words };
    expect(writePricing(reading({ prices: [walk], main: 0, takeRate: cut }))).toBe("$20 per walk, of which you keep 20%");
    // Said in another sentence, the fee is the founder's extra.
    expect(writePricing(reading({ prices: [walk], main: 0, takeRate: { ...cut, words: "Plus 20%." } }))).toBe("$20 per walk plus a 20% fee");
  });

  it("is null when the founder said nothing about charging", () => {
    expect(writePricing(reading({}))).toBeNull();
  });
});

describe("writeEstimatedPrice", () => {
  it("labels a worked-out figure as an estimate, never as the founder's price", () => {
    expect(writeEstimatedPrice(35, "USD", "month")).toBe("about $35 a month (estimate)");
    expect(writeEstimatedPrice(1_200_000, "GBP", null)).toBe("about £1.2M (estimate)");
  });
});

describe("writeReportPrice", () => {
  it("shows the founder's own prices as they stated them", () => {
    const stated = reading({ prices: [price({ amount: 2000, period: "year" })], main: 0 });
    expect(writeReportPrice({ suggestedPrice: 166.67, per: "per month", stated }, "USD")).toBe("$2,000 a year (as you state it)");
  });

  it("labels the report's own figure as an estimate", () => {
    expect(writeReportPrice({ suggestedPrice: 35, per: "per month" }, "GBP")).toBe("about £35 per month (estimate)");
  });
});
