import { describe, it } from "vitest";
import { type Expected, expectReading } from "./expect-price.ts";

// Every period a founder writes, in the forms they write it; none is rewritten as another.
const CORPUS: [string, Expected][] = [
  ["Dog sitting at £15 a day.", { prices: [{ amount: 15, currency: "GBP", period: "day", recurring: true, per: null }] }],
  ["Desk hire is $25 per day.", { prices: [{ amount: 25, currency: "USD", period: "day", item: "desk hire" }] }],
  ["The van costs €40/day to rent.", { prices: [{ amount: 40, currency: "EUR", period: "day" }] }],
  ["Members pay $9 daily.", { prices: [{ amount: 9, period: "day" }] }],
  ["Meal kits at $60 a week.", { prices: [{ amount: 60, period: "week", recurring: true }] }],
  ["Tutoring runs £35 per week.", { prices: [{ amount: 35, currency: "GBP", period: "week" }] }],
  ["Plans start at $5/wk.", { prices: [{ amount: 5, period: "week" }] }],
  ["We bill $12 weekly for the laundry pickup.", { prices: [{ amount: 12, period: "week", item: "the laundry pickup" }] }],
  ["A fortnightly veg box for £18.", { prices: [{ amount: 18, currency: "GBP", period: "fortnight", recurring: true }] }],
  ["Cleaning is £45 a fortnight.", { prices: [{ amount: 45, period: "fortnight" }] }],
  ["Pet insurance at $20 per fortnight.", { prices: [{ amount: 20, period: "fortnight" }] }],
  ["Just €4.99/mo.", { prices: [{ amount: 4.99, currency: "EUR", period: "month", recurring: true }] }],
  ["It costs $15 per month.", { prices: [{ amount: 15, period: "month", per: null }] }],
  ["Tutors pay €29 a month for the scheduling tool.", { prices: [{ amount: 29, currency: "EUR", period: "month", item: "the scheduling tool" }] }],
  ["Rooms are let at £650 pcm.", { prices: [{ amount: 650, currency: "GBP", period: "month" }] }],
  ["Storage for £10 p/m.", { prices: [{ amount: 10, currency: "GBP", period: "month" }] }],
  ["A monthly fee of $30 covers everything.", { prices: [{ amount: 30, period: "month" }] }],
  ["Premium is $8 monthly.", { prices: [{ amount: 8, period: "month", item: "premium" }] }],
  ["Advice retainers at £300 a quarter.", { prices: [{ amount: 300, currency: "GBP", period: "quarter", recurring: true }] }],
  ["Boxes ship every quarter at $75 per quarter.", { prices: [{ amount: 75, period: "quarter" }] }],
  ["Compliance reviews billed $450 quarterly.", { prices: [{ amount: 450, period: "quarter" }] }],
  ["Parents pay £120 a term.", { prices: [{ amount: 120, currency: "GBP", period: "term", recurring: true }] }],
  ["Music lessons at €200 per term.", { prices: [{ amount: 200, currency: "EUR", period: "term" }] }],
  ["Schools pay $2,000 a year.", { prices: [{ amount: 2000, period: "year", recurring: true }] }],
  ["Pricing is $120 per year for unlimited scans.", { prices: [{ amount: 120, period: "year" }] }],
  ["Members pay £60 annually.", { prices: [{ amount: 60, currency: "GBP", period: "year" }] }],
  // One word may say which year or month it is ("per tax year"): it is still the period, never what the price is per.
  ["Crypto tax software for casual traders, $79 per tax year.", { prices: [{ amount: 79, period: "year", per: null, item: null }] }],
  ["Parking at £90 per calendar month.", { prices: [{ amount: 90, currency: "GBP", period: "month", per: null }] }],
  ["The licence renews at $499/yr.", { prices: [{ amount: 499, period: "year" }] }],
  ["Support contracts run £1,500 pa.", { prices: [{ amount: 1500, currency: "GBP", period: "year" }] }],
  ["An annual subscription of €89.", { prices: [{ amount: 89, currency: "EUR", period: "year" }] }],
  ["Insurance cover from $300 per annum.", { prices: [{ amount: 300, period: "year" }] }],
  ["$99 billed annually.", { prices: [{ amount: 99, period: "year" }] }],
  ["We sell it for $79, a one-off purchase.", { prices: [{ amount: 79, period: "one-off", recurring: false }] }],
  ["A lifetime licence for $149 one-time.", { prices: [{ amount: 149, period: "one-off" }] }],
  ["Pay once: £39.", { prices: [{ amount: 39, currency: "GBP", period: "one-off" }] }],
  ["Handmade wallets that retail at €45 each through our web shop.", { prices: [{ amount: 45, currency: "EUR", period: "one-off" }] }],
];

describe("price corpus: periods", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
