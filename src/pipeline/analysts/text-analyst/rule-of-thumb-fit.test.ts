import { describe, expect, it } from "vitest";
import { buildBusinessFit, type FitInput } from "./rule-of-thumb-fit.ts";
import { MODEL_ECONOMICS } from "./rule-of-thumb-tables.ts";
import { mainPrice } from "../../../shared/contracts/price.ts";
import { readPrice } from "../../text/price/read-price.ts";
import { readTeamSize } from "../../text/price/team-size.ts";

function fitFor(text: string, overrides: Partial<FitInput> = {}) {
  const price = readPrice(text);
  return buildBusinessFit({
    categoryId: "general",
    statedModel: null,
    segment: "consumers",
    customer: null,
    targetMarket: null,
    keyword: "idea",
    redFlags: [],
    price,
    teamSize: readTeamSize(text),
    currency: mainPrice(price)?.currency ?? "USD",
    recommendation: "go",
    competitorTypes: [],
    found: { problem: true, monetisation: true, price: true, painIntensity: true, validation: false, solution: true, ai: false },
    ...overrides,
  });
}

const consumerSub = MODEL_ECONOMICS.subscription;
const sale = MODEL_ECONOMICS.transactional;

describe("buildBusinessFit: projections follow the way the founder charges", () => {
  it("earns a one-off price once per buyer, not every month", () => {
    const fit = fitFor("A self-watering plant pot. We sell it for $79, a one-off purchase.");
    const [buyers] = sale.customers.consumer;
    expect(fit.revenuePotential.revenueProjections.year1).toBe(buyers * 79);
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "One-off purchase", suggestedPrice: 79, per: "once" });
    expect(fit.goToMarketSignals.customerAcquisition.lifetimeValue).toBe(40);
    // $15 to win a buyer is recovered by the $39.50 kept on the first sale.
    expect(fit.goToMarketSignals.customerAcquisition).toMatchObject({ cost: sale.cac.consumer, paybackPeriod: 0 });
    expect(fit.assumptions.join(" ")).not.toMatch(/per customer per month/);
    expect(fit.revenuePotential.pricingStrategy.reasoning).toMatch(/^A one-off price is earned once per buyer/);
  });

  it("says so when winning a buyer costs more than one cheap sale keeps", () => {
    const fit = fitFor("Sticker packs for laptops, sold for $12 each.");
    const text = fit.assumptions.join(" ");
    expect(text).toContain("An acquisition cost of $15 is more than the $6 kept on one sale");
    expect(fit.goToMarketSignals.customerAcquisition.paybackPeriod).toBe(24);
  });

  it("keeps pounds and pence through a monthly subscription", () => {
    const fit = fitFor("A meal-planning app for busy parents at £4.99/month.");
    expect(fit.currency).toBe("GBP");
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ suggestedPrice: 4.99, per: "a month" });
    expect(fit.revenuePotential.revenueProjections.year1).toBe(Math.round(consumerSub.customers.consumer[0] * 4.99 * 12));
    const { cost, lifetimeValue, paybackPeriod } = fit.goToMarketSignals.customerAcquisition;
    expect(lifetimeValue).toBe(Math.round(4.99 * consumerSub.grossMargin * consumerSub.lifetimeMonths.consumer));
    expect(paybackPeriod).toBe(Number((cost / (4.99 * consumerSub.grossMargin)).toFixed(1)));
    expect(fit.assumptions.join(" ")).toContain("£4.99 a month (as stated)");
    expect(fit.assumptions.join(" ")).not.toContain("$");
  });

  it("keeps a yearly price yearly, earned once a year", () => {
    const fit = fitFor("Members pay €99 per year.");
    expect(fit.currency).toBe("EUR");
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ suggestedPrice: 99, per: "a year" });
    expect(fit.revenuePotential.revenueProjections.year1).toBe(Math.round(consumerSub.customers.consumer[0] * 99));
  });

  it("multiplies a per-seat price by the seats a firm of the stated size buys", () => {
    const fit = fitFor("Compliance software for accounting firms of 20-200 staff at $49 per seat per month.", { segment: "businesses" });
    const perAccount = 49 * 63;
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "Per-seat subscription", suggestedPrice: 49, per: "per seat per month" });
    expect(fit.revenuePotential.pricingStrategy.stated?.prices[0]).toMatchObject({ amount: 49, period: "month", per: { noun: "seat", kind: "person" } });
    expect(fit.revenuePotential.revenueProjections.year1).toBe(consumerSub.customers.business[0] * perAccount * 12);
    expect(fit.goToMarketSignals.customerAcquisition.lifetimeValue).toBe(Math.round(perAccount * consumerSub.grossMargin * consumerSub.lifetimeMonths.business));
    expect(fit.assumptions.join(" ")).toContain("63 seats per account");
  });

  it("charges a take rate on the orders it applies to, as often as an order of that size is made", () => {
    const fit = fitFor("A marketplace for dog walkers; we take a 15% commission on each walk, which averages $25.");
    const market = MODEL_ECONOMICS.marketplace;
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "Marketplace take rate", suggestedPrice: 3.75, per: "per order" });
    // A $25 walk is bought about three times a month; a $600 job is rare.
    expect(fit.assumptions.join(" ")).toContain("3 orders per customer a month");
    expect(fit.revenuePotential.revenueProjections.year1).toBe(Math.round(market.customers.consumer[0] * 3.75 * 3 * 12));
    expect(fit.goToMarketSignals.customerAcquisition.paybackPeriod).toBe(Number((market.cac.consumer / (3.75 * 3 * market.grossMargin)).toFixed(1)));
    const rare = fitFor("A marketplace for home renovations; we take a 10% commission on each job, which averages $600.");
    expect(rare.assumptions.join(" ")).toMatch(/one order per customer every \d+ months/);
  });

  it("sizes a marketplace's orders by the consumers who place them, though businesses pay the cut", () => {
    const text = "An app that lists bakeries' leftovers for nearby customers to collect at half price. We'd take a 10% commission per sale.";
    const forBakeries = fitFor(text, { segment: "businesses", statedModel: "marketplace" });
    expect(forBakeries.assumptions.join(" ")).toContain("average order of $400");
    const collected = fitFor(text, { segment: "businesses", statedModel: "marketplace", consumersOrder: true });
    expect(collected.assumptions.join(" ")).toContain("average order of $40 ");
    expect(collected.revenuePotential.pricingStrategy).toMatchObject({ suggestedPrice: 4, per: "per order" });
    // Orders through each bakery follow what a business moves a month, not what one consumer buys.
    expect(collected.assumptions.join(" ")).toContain("8 orders per customer a month");
  });

  it("shows the year-3 arithmetic and keeps revenue inside the markets that contain it", () => {
    const fit = fitFor("Coffee roasted on the Moon for $4,000 a bag.");
    const { marketSize, revenueProjections } = fit.revenuePotential;
    expect(marketSize.total).toBeGreaterThanOrEqual(marketSize.addressable);
    expect(marketSize.addressable).toBeGreaterThanOrEqual(marketSize.serviceable);
    expect(marketSize.serviceable).toBeGreaterThanOrEqual(revenueProjections.year3);
    expect(fit.assumptions.join(" ")).toMatch(/Year-3 revenue: [\d,]+ \w+(?: \w+)? × \$[\d.,]+K? a year each = /);
  });

  it("counts only paying accounts when there is a free tier", () => {
    const fit = fitFor("Free tier for individuals, with a pro plan at $12/mo.");
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "Free tier with a paid subscription", suggestedPrice: 12 });
    expect(fit.assumptions.join(" ")).toContain("only paying accounts are counted");
  });

  it("prices usage per unit times a stated rule-of-thumb volume", () => {
    const fit = fitFor("Developers pay $0.02 per API call.", { segment: "businesses" });
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "Usage-based pricing", suggestedPrice: 0.02, per: "per API call" });
    expect(fit.revenuePotential.revenueProjections.year1).toBe(Math.round(sale.customers.business[0] * 0.02 * 500 * 12));
  });

  it("earns a weekly price every week and a day price on the days used, each shown as written", () => {
    const weekly = fitFor("Fresh pasta delivered for £22 a week.");
    expect(weekly.revenuePotential.pricingStrategy).toMatchObject({ suggestedPrice: 22, per: "a week" });
    expect(weekly.revenuePotential.revenueProjections.year1).toBe(Math.round(consumerSub.customers.consumer[0] * 22 * 52));
    const daily = fitFor("Doggy daycare at £15 a day.");
    expect(daily.revenuePotential.pricingStrategy).toMatchObject({ suggestedPrice: 15, per: "a day" });
    expect(daily.assumptions.join(" ")).toContain("£15 a day (as stated), 8 days a month");
  });

  it("adds the refills sold after a device to what each buyer brings in", () => {
    const fit = fitFor("A smart cat feeder for $1,299 one-off plus $29/week refills.");
    const [buyers] = sale.customers.consumer;
    expect(fit.revenuePotential.pricingStrategy).toMatchObject({ model: "One-off purchase with recurring charges", suggestedPrice: 1299, per: "once" });
    expect(fit.revenuePotential.revenueProjections.year1).toBe(Math.round(buyers * (1299 + 29 * 52)));
    expect(fit.assumptions.join(" ")).toContain("Also $29 a week for refills (as stated)");
  });

  it("uses the founder's country currency when no price is written", () => {
    const fit = fitFor("An app that helps people find running partners.", { currency: "EUR" });
    expect(fit.currency).toBe("EUR");
    expect(fit.assumptions.join(" ")).toContain("Total market of €10bn");
  });
});

describe("buildBusinessFit: scores and advice that agree", () => {
  it("holds revenue potential down on a No Go verdict and says why", () => {
    const fit = fitFor("Compliance software for accounting firms at $49 per seat per month.", { segment: "businesses", recommendation: "no-go" });
    expect(fit.revenuePotential.score).toBeLessThanOrEqual(4);
    expect(fit.revenuePotential.description).toContain("held to 4 by a No Go verdict");
  });

  it("holds revenue potential down when the projections are small", () => {
    const fit = fitFor("Keychains sold for $5 each.");
    expect(fit.revenuePotential.revenueProjections.year3).toBeLessThan(100_000);
    expect(fit.revenuePotential.score).toBe(4);
    expect(fit.revenuePotential.description).toContain("held to 4 by year-3 revenue under 100K");
  });

  it("does not offer consumers a pilot like a firm", () => {
    const consumer = fitFor("A meal-planning app for busy parents at £4.99/month.");
    const business = fitFor("Compliance software for accounting firms at $49 per seat per month.", { segment: "businesses" });
    expect(consumer.goToMarketSignals.marketEntry.strategy).not.toMatch(/pilot/);
    expect(business.goToMarketSignals.marketEntry.strategy).toMatch(/free pilot to ten/);
  });
});
