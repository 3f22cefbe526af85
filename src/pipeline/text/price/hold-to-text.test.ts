import { describe, expect, it } from "vitest";
import type { PriceReading, StatedPrice } from "../../../shared/contracts/price.ts";
import { holdToText } from "./hold-to-text.ts";

const price = (fields: Partial<StatedPrice>): StatedPrice => ({
  amount: 35, upTo: null, currency: "USD", period: "month", per: null, recurring: true, item: null, words: "", ...fields,
});
const reading = (fields: Partial<PriceReading>): PriceReading => ({
  prices: [], main: null, takeRate: null, freeTier: false, ads: false, billing: null, ...fields,
});

describe("holdToText", () => {
  it("keeps the reader's period when a model turns a week into a month", () => {
    const held = holdToText(reading({ prices: [price({ amount: 35, period: "month" })], main: 0 }), "Fresh meals at $35 a week.");
    expect(held.prices).toEqual([expect.objectContaining({ amount: 35, period: "week" })]);
  });

  it("keeps a stated price when the model reports none", () => {
    const held = holdToText(reading({}), "Walkers pay $3 per walk.");
    expect(held.prices).toEqual([expect.objectContaining({ amount: 3, period: "use", per: { noun: "walk", kind: "use" } })]);
  });

  it("drops a model price whose figure the founder never wrote", () => {
    expect(holdToText(reading({ prices: [price({ amount: 49 })], main: 0 }), "A tool for landlords, priced monthly.").prices).toEqual([]);
  });

  it("keeps a model price written in words when its figure is in the text, without a period the text lacks", () => {
    const monthly = reading({ prices: [price({ amount: 20, period: "month" })], main: 0 });
    expect(holdToText(monthly, "Members pay 20 a month.").prices).toEqual([expect.objectContaining({ amount: 20, period: "month" })]);
    const yearly = reading({ prices: [price({ amount: 20, period: "year" })], main: 0 });
    expect(holdToText(yearly, "Members pay 20 a month.").prices).toEqual([expect.objectContaining({ amount: 20, period: null })]);
  });

  it("keeps a cut only with its percentage in the text, and ads or a free tier only when the text says so", () => {
    const model = reading({ takeRate: { percent: 15, per: null, orderValue: 40, words: "" }, ads: true, freeTier: true });
    const held = holdToText(model, "A marketplace for tutors.");
    expect(held).toMatchObject({ takeRate: null, ads: false, freeTier: false });
  });
});
