import { describe, it } from "vitest";
import { type Expected, expectReading, person, use } from "./expect-price.ts";

// Several prices kept as the founder gives them, the first paid one named the main one.
const CORPUS: [string, Expected][] = [
  ["$1,299 one-off plus $29/week refills.", { prices: [{ amount: 1299, period: "one-off" }, { amount: 29, period: "week", item: "refills", recurring: true }] }],
  ["The feeder costs $249 and cat food refills are $19 a month.", { prices: [{ amount: 249, period: "one-off" }, { amount: 19, period: "month", item: "cat food refills" }] }],
  ["Free tier for individuals, with a pro plan at $12/mo for teams.", { prices: [{ amount: 12, period: "month", item: "pro plan" }], freeTier: true }],
  ["Basic is free; Pro costs £8 per user per month.", { prices: [{ amount: 8, currency: "GBP", period: "month", per: person("user"), item: "pro" }], freeTier: true }],
  ["A licence is $299 and updates are $99 a year.", { prices: [{ amount: 299, period: "one-off", item: "licence" }, { amount: 99, period: "year", item: "updates" }] }],
  ["Unlock for $4.99 then $0.10 per minute.", { prices: [{ amount: 4.99, period: "one-off" }, { amount: 0.1, period: "use", per: use("minute") }] }],
  ["Basic at $9/mo, Pro at $29/mo.", { prices: [{ amount: 9, period: "month", item: "basic" }, { amount: 29, period: "month", item: "pro" }] }],
  ["A $500 setup fee, then $99 a month.", { prices: [{ amount: 500, period: "one-off" }, { amount: 99, period: "month" }] }],
  ["Starter £19 a month.\nTeam £49 a month.", { prices: [{ amount: 19, currency: "GBP", period: "month" }, { amount: 49, currency: "GBP", period: "month" }] }],
  ["$0 for hobbyists, $15/mo for professionals.", { prices: [{ amount: 15, period: "month" }], freeTier: true }],
  ["The printer is €399 one-off; ink cartridges cost €25 per pack.", { prices: [{ amount: 399, period: "one-off" }, { amount: 25, period: "use", per: { noun: "pack", kind: "pack" } }] }],
  ["Hardware at $99 upfront and $10 a month for the app.", { prices: [{ amount: 99, period: "one-off" }, { amount: 10, period: "month", item: "the app" }] }],
  ["Landlords lose $2,000 a month to empty rooms. We charge $30/month per property.", { prices: [{ amount: 30, period: "month" }] }],
];

describe("price corpus: several prices", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
