import { describe, expect, it } from "vitest";
import { DEFAULT_SEATS, readPriceModel } from "./price-model.ts";

const read = (text: string, fallbackCurrency?: "USD" | "GBP" | "EUR") => readPriceModel({ text, ...(fallbackCurrency ? { fallbackCurrency } : {}) });

describe("readPriceModel", () => {
  it("reads a product sold once as a one-off purchase", () => {
    const model = read("A self-watering plant pot with a moisture sensor. We sell it for $79, a one-off purchase.");
    expect(model).toMatchObject({ basis: "one-off", amount: 79, currency: "USD", period: null });
    expect(model?.quote).toBe("We sell it for $79, a one-off purchase.");
  });

  it("reads a price with a sale verb and no period as one-off", () => {
    expect(read("Handmade leather wallets that retail at €45 each through our web shop.")).toMatchObject({ basis: "one-off", amount: 45, currency: "EUR" });
  });

  it("keeps pounds and pence for a monthly subscription", () => {
    expect(read("A meal-planning app for busy parents in the UK at £4.99/month.")).toMatchObject({
      basis: "subscription", amount: 4.99, currency: "GBP", period: "month",
    });
  });

  it("reads 'a month' and 'per month' written out", () => {
    expect(read("Tutors pay €29 a month for the scheduling tool.")).toMatchObject({ basis: "subscription", amount: 29, currency: "EUR", period: "month" });
    expect(read("It costs $15 per month.")).toMatchObject({ basis: "subscription", amount: 15, period: "month" });
  });

  it("reads a yearly price", () => {
    expect(read("Pricing is $120 per year for unlimited scans.")).toMatchObject({ basis: "subscription", amount: 120, period: "year" });
    expect(read("Members pay £60 annually.")).toMatchObject({ basis: "subscription", amount: 60, currency: "GBP", period: "year" });
  });

  it("reads a per-seat price and estimates seats from a stated range of firm sizes", () => {
    const model = read("Compliance software for accounting firms of 20-200 staff, priced at $49 per seat per month.");
    expect(model).toMatchObject({ basis: "per-seat", amount: 49, period: "month" });
    expect(model?.seats).toEqual({ count: 63, stated: false });
  });

  it("takes a stated team size as the seat count, and a default when none is stated", () => {
    expect(read("For teams of 12 engineers, $20/user per month.")?.seats).toEqual({ count: 12, stated: true });
    expect(read("Charge €8 per user each month.")).toMatchObject({ basis: "per-seat", currency: "EUR", seats: { count: DEFAULT_SEATS, stated: false } });
  });

  it("reads a marketplace take rate with the average order it applies to", () => {
    const model = read("A marketplace for dog walkers; we take a 15% commission on each walk, which averages $25.");
    expect(model).toMatchObject({ basis: "take-rate", takeRate: 0.15, amount: 25 });
    expect(read("Sellers list for free and we keep 10% of every sale.")).toMatchObject({ basis: "take-rate", takeRate: 0.1, amount: null });
  });

  it("reads a usage price and what it is charged per", () => {
    expect(read("Developers pay $0.02 per API call.")).toMatchObject({ basis: "usage", amount: 0.02, unit: "api call" });
  });

  it("reads a free tier with a paid plan as a subscription at the paid price", () => {
    expect(read("Free tier for individuals, with a pro plan at $12/mo for teams.")).toMatchObject({
      basis: "subscription", amount: 12, period: "month", freeTier: true,
    });
  });

  it("reads an ad-supported app as ads", () => {
    expect(read("A free recipe app for students, funded by ads.")).toMatchObject({ basis: "ads", amount: null });
  });

  it("does not take money customers lose today for the price", () => {
    const model = read("Landlords lose $2,000 a month to empty rooms. We charge $30/month per property.");
    expect(model).toMatchObject({ basis: "subscription", amount: 30 });
  });

  it("reads a subscription without a price, and nothing when the text says nothing about charging", () => {
    expect(read("A subscription box of local snacks.", "GBP")).toMatchObject({ basis: "subscription", amount: null, currency: "GBP" });
    expect(read("An app that helps people find running partners.")).toBeNull();
  });

  it("reads thousands written with k", () => {
    expect(read("Clinics pay $1.2k per month.")).toMatchObject({ basis: "subscription", amount: 1200 });
  });
});
