import { describe, expect, it } from "vitest";
import { mainPrice } from "../../../src/shared/contracts/price.ts";
import { readPrice } from "../../../src/pipeline/text/price/read-price.ts";

// The kinds of misreading the old price model made, each read as written now.
describe("the old price model's failures, read right", () => {
  it("reads a per-person unit other than seat or user as recurring per person, not one-off", () => {
    const price = mainPrice(readPrice("A CLI that finds flaky tests, at $20 per developer per month."));
    expect(price).toMatchObject({ amount: 20, period: "month", per: { noun: "developer", kind: "person" }, recurring: true });
  });

  it.each([
    ["Booking software for independent shops at £25 per shop per month.", "shop"],
    ["Reminders for dental practices, $79/practice/mo.", "practice"],
    ["Restaurants pay €60 per location a month.", "location"],
    ["A shared calendar at $6 per family per month.", "family"],
    ["We lease cleaning robots at $900 per robot per month.", "robot"],
  ])("reads the per-account unit in %j", (text, noun) => {
    expect(mainPrice(readPrice(text))).toMatchObject({ period: "month", per: { noun, kind: "account" }, recurring: true });
  });

  it.each([
    ["Doggy daycare at £15 a day.", "day"],
    ["Fresh pasta delivered for $22 a week.", "week"],
    ["A cleaner every other week at £45 a fortnight.", "fortnight"],
    ["After-school coding club at £95 a term.", "term"],
    ["Bookkeeping reviews at $400 a quarter.", "quarter"],
  ])("keeps the period of %j instead of a one-off or a rule-of-thumb price", (text, period) => {
    expect(mainPrice(readPrice(text))).toMatchObject({ period, recurring: true });
  });

  it("keeps an annual price annual, never rewritten as a monthly one", () => {
    expect(mainPrice(readPrice("District licence for schools: $2,000 a year."))).toMatchObject({ amount: 2000, period: "year" });
  });

  it("keeps the cents", () => {
    expect(mainPrice(readPrice("Premium recipes for £4.99 a month."))?.amount).toBe(4.99);
    expect(mainPrice(readPrice("Each text reminder costs $0.35."))?.amount).toBe(0.35);
  });

  it.each([
    ["Dog walkers pay $3 per walk booked through the app.", "walk"],
    ["Physiotherapists pay £1.50 per visit.", "visit"],
    ["Roofers pay $12 per lead.", "lead"],
    ["Self-employed filers pay £49 per return.", "return"],
  ])("reads the usage unit in %j instead of an estimate", (text, noun) => {
    expect(mainPrice(readPrice(text))).toMatchObject({ period: "use", per: { noun, kind: "use" } });
  });

  it("reads a pack price as a price per pack", () => {
    expect(mainPrice(readPrice("Coffee roasted on the Moon and delivered to Earth by rocket for $4,000 a bag."))).toMatchObject({
      amount: 4000, per: { noun: "bag", kind: "pack" },
    });
  });

  it("keeps a device and its weekly refills as two prices, the device the main one", () => {
    const reading = readPrice("A smart cat feeder for $1,299 one-off plus $29/week refills.");
    expect(reading.prices.map(({ amount, period, item }) => ({ amount, period, item }))).toEqual([
      { amount: 1299, period: "one-off", item: null },
      { amount: 29, period: "week", item: "refills" },
    ]);
    expect(mainPrice(reading)?.amount).toBe(1299);
  });

  it("reads a stated price as the founder's, with the words it came from", () => {
    const price = mainPrice(readPrice("Owners of campsites. We charge $35 a month."));
    expect(price).toMatchObject({ amount: 35, period: "month", words: "We charge $35 a month." });
  });
});
