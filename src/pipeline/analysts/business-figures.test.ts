import { describe, expect, it } from "vitest";
import type { PriceReading, StatedPrice } from "../../shared/contracts/price.ts";
import { figuresAtStatedPrice, foreignMoney, holdFiguresInOrder, holdToCurrency, type ModelQuantities, holdToStatedPrices, misstatesPrice, withoutEvidenceNumbers } from "./business-figures.ts";

const revenue = (total: number, addressable: number, serviceable: number, year3: number) => ({
  description: "", score: 5, marketSize: { total, addressable, serviceable },
  revenueProjections: { year1: Math.min(10, year3), year2: year3, year3, assumptions: [] },
  pricingStrategy: { model: "Subscription", reasoning: "", suggestedPrice: 10 },
});

describe("business figures as a person reads them", () => {
  it("holds each figure to the one that contains it and says so, in the report's currency", () => {
    const { revenue: held, notes } = holdFiguresInOrder({ revenue: revenue(70, 70, 900, 70_000), currency: "GBP" });
    expect(held.marketSize).toEqual({ total: 70, addressable: 70, serviceable: 70 });
    expect(held.revenueProjections).toMatchObject({ year2: 70, year3: 70 });
    expect(notes.join(" ")).toContain("held to the serviceable market (£70)");
    expect(notes.join(" ")).not.toContain("$");
  });
  it("leaves figures in order alone", () => {
    expect(holdFiguresInOrder({ revenue: revenue(100, 50, 20, 10), currency: "USD" }).notes).toEqual([]);
  });
  it("drops the model's evidence numbers and keeps the names beside them", () => {
    expect(withoutEvidenceNumbers("Teams already pay for CI tools (E3).")).toBe("Teams already pay for CI tools.");
    expect(withoutEvidenceNumbers("Rivals exist (E14; Launchable, E7), so price low.")).toBe("Rivals exist (Launchable), so price low.");
    expect(withoutEvidenceNumbers("Demand is clear from E2 and E5.")).not.toMatch(/E\d/);
  });
});

const stated = (amount: number, period: StatedPrice["period"], per: StatedPrice["per"] = null): PriceReading => ({
  prices: [{ amount, upTo: null, currency: "USD", period, per, recurring: period !== "one-off", item: null, words: "" }],
  main: 0, takeRate: null, freeTier: false, ads: false, billing: null,
});
const modelRevenue = revenue(9_000_000_000, 900_000_000, 90_000_000, 1_296_000);
const goToMarket = {
  description: "", score: 6, customerAcquisition: { cost: 60, lifetimeValue: 216, paybackPeriod: 5 }, channels: [], marketEntry: { strategy: "", timeline: "" },
};
const quantities: ModelQuantities = { customers: { year1: 600, year2: 3000, year3: 9000 }, lifetimeMonths: 18, grossMarginPercent: 80, usesPerMonth: null, seatsPerAccount: null, averageOrder: null };
const atPrice = (price: PriceReading, overrides: Partial<ModelQuantities> = {}, market = modelRevenue) => figuresAtStatedPrice({
  revenue: market, goToMarket, quantities: { ...quantities, ...overrides }, price, statedModel: null, buyer: "consumer", teamSize: { count: 5, stated: false }, currency: "USD",
});

describe("the model's figures held to the founder's stated price", () => {
  it("multiplies a weekly price by the weeks in a year, not by twelve, and writes the arithmetic out", () => {
    const { revenue: held, goToMarket: gtm, assumptions } = atPrice(stated(35, "week"));
    expect(held.revenueProjections.year3).toBe(9000 * 35 * 52);
    expect(held.revenueProjections.year1).toBe(600 * 35 * 52);
    expect(held.pricingStrategy).toMatchObject({ suggestedPrice: 35, per: "a week" });
    // 18 months at 80% of $35 × 52/12 a month.
    expect(gtm.customerAcquisition.lifetimeValue).toBe(Math.round(35 * (52 / 12) * 0.8 * 18));
    expect(gtm.customerAcquisition.cost).toBe(60);
    const text = assumptions.join(" ");
    expect(text).toContain("$35 a week (as stated)");
    expect(text).toMatch(/Year-3 revenue: 9,000 paying customers × \$1,820 a year each \(price as stated\) = \$16M\./);
    expect(text).not.toMatch(/\$35 (?:a|per) month/);
  });
  it("earns a one-off price once per buyer", () => {
    const { revenue: held } = atPrice(stated(1299, "one-off"), { customers: { year1: 100, year2: 200, year3: 300 } });
    expect(held.revenueProjections.year3).toBe(300 * 1299);
    expect(held.revenueProjections.assumptions.join(" ")).toContain("300 buyers × $1,299 each (price as stated) = $390K.");
  });
  it("multiplies a price per use by the model's uses a month", () => {
    const walk = stated(25, "use", { noun: "walk", kind: "use" });
    const { revenue: held } = atPrice(walk, { usesPerMonth: 6 });
    expect(held.revenueProjections.year3).toBe(9000 * 25 * 6 * 12);
  });
  it("takes a marketplace's cut of the stated order, as often as the model says, else as often as the order's size suggests", () => {
    const perWalk = stated(18, "use", { noun: "walk", kind: "use" });
    const walks: PriceReading = { ...perWalk, prices: [{ ...perWalk.prices[0]!, recurring: false }], takeRate: { percent: 20, per: { noun: "walk", kind: "use" }, orderValue: null, words: "" } };
    const often = atPrice(walks, { usesPerMonth: 6 });
    expect(often.revenue.revenueProjections.year3).toBe(Math.round(9000 * 0.2 * 18 * 6 * 12));
    expect(often.assumptions.join(" ")).toContain("6 orders per customer a month (the model's estimate)");
    const sized = atPrice(walks);
    expect(sized.assumptions.join(" ")).toContain("orders per customer a month (a rule of thumb, from the order's size)");
  });
  it("holds customers to what the serviceable market can pay for, keeping total ≥ addressable ≥ serviceable ≥ year 3", () => {
    const { revenue: held, assumptions } = atPrice(stated(35, "week"), {}, revenue(70, 900, 1_000_000, 10));
    const { total, addressable, serviceable } = held.marketSize;
    expect([total, addressable, serviceable]).toEqual([70, 70, 70]);
    expect(held.revenueProjections.year3).toBeLessThanOrEqual(serviceable);
    expect(assumptions.join(" ")).toContain("held to 0");
  });
  it("keeps the model's own projections, in order, when there is no price to multiply", () => {
    const none: PriceReading = { prices: [], main: null, takeRate: null, freeTier: false, ads: true, billing: null };
    const free = { ...modelRevenue, pricingStrategy: { ...modelRevenue.pricingStrategy, suggestedPrice: 0 } };
    const { revenue: held } = atPrice(none, {}, free);
    expect(held.revenueProjections.year3).toBe(1_296_000);
  });
  it("labels the model's suggested price as its estimate when the founder states none", () => {
    const none: PriceReading = { prices: [], main: null, takeRate: null, freeTier: false, ads: false, billing: null };
    const { revenue: held } = atPrice(none);
    expect(held.revenueProjections.year3).toBe(9000 * 10 * 12);
    expect(held.revenueProjections.assumptions.join(" ")).toContain("(price the model's estimate)");
  });
});

describe("the founder's price in a model's sentences", () => {
  const weekly = stated(35, "week");
  it.each([
    ["Assumes $35 per customer per month, the price stated.", "Assumes $35 a week, the price stated."],
    ["At $35/mo the price is low.", "At $35 a week the price is low."],
    ["A $35 monthly plan.", "A $35 a week plan."],
  ])("writes %s back as stated", (model, held) => {
    expect(misstatesPrice(model, weekly)).toBe(true);
    expect(holdToStatedPrices(model, weekly)).toBe(held);
  });
  it.each(["At $35 a week it is cheap.", "Rivals charge $40 a month.", "A market of $9B a year.", "$35 is the price."])("leaves %s alone", (text) => {
    expect(misstatesPrice(text, weekly)).toBe(false);
    expect(holdToStatedPrices(text, weekly)).toBe(text);
  });
  it("reads a price per walk said per month as misstated, and per walk as right", () => {
    const walk = stated(25, "use", { noun: "walk", kind: "use" });
    expect(holdToStatedPrices("About $25 a month.", walk)).toBe("About $25 per walk.");
    expect(misstatesPrice("About $25 per walk.", walk)).toBe(false);
  });
});

describe("the model's business fit in the report's currency", () => {
  const answer = {
    description: "Cheap to start. Budget about $150K in year one.",
    budget: "$150K-$300K for the first year",
    assumptions: ["Assumes a total market of about $9B a year.", "Assumes customers stay 18 months.", "Assumes £60 to win a customer."],
    risks: [{ risk: "Costs $2M to certify", impact: "high" }, { risk: "Rivals copy it", impact: "medium" }],
  };
  it("leaves out sentences and items with a figure in another currency, and takes code's text for a field left empty", () => {
    const held = holdToCurrency(answer, "GBP", { budget: "£20K–£60K (rule of thumb)" });
    expect(held.description).toBe("Cheap to start.");
    expect(held.budget).toBe("£20K–£60K (rule of thumb)");
    expect(held.assumptions).toEqual(["Assumes customers stay 18 months.", "Assumes £60 to win a customer."]);
    expect(held.risks).toEqual([{ risk: "Rivals copy it", impact: "medium" }]);
  });
  it("reads C$ and CA$ as Canadian and leaves a report in its own currency alone", () => {
    expect(foreignMoney("About C$40 or CA$45 a month.", "CAD")).toBe(false);
    expect(foreignMoney("About $40 a month.", "CAD")).toBe(true);
    expect(holdToCurrency(answer, "USD")).toEqual({ ...answer, assumptions: answer.assumptions.slice(0, 2) });
  });
});
