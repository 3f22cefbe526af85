import { describe, expect, it } from "vitest";
import { readPrice } from "../../text/price/read-price.ts";
import { unitEconomics } from "./rule-of-thumb-economics.ts";
import { MODEL_ECONOMICS } from "./rule-of-thumb-tables.ts";

const perMonth = (description: string) => unitEconomics({
  price: readPrice(description), teamSize: { count: 1, stated: false }, model: "subscription", economics: MODEL_ECONOMICS.subscription,
  buyer: "business", currency: "USD", rule: "Rule of thumb",
}).yearlyPerCustomer / 12;

describe("a customer's month from the founder's prices", () => {
  it("adds a price charged as well, never tiers offered instead", () => {
    expect(perMonth("Soil sensors: $99 a month per farm plus $5/month for SMS alerts.")).toBe(104);
    expect(perMonth("Starter $19, Growth $49, Scale $149 per month.")).toBe(19);
    expect(perMonth("Basic is $9 a month or $29 a month for pro.")).toBe(9);
  });
});
