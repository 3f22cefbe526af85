import { describe, it } from "vitest";
import { type Expected, account, expectReading, pack, person, use } from "./expect-price.ts";

// What a price is charged per, read from the parse: a noun nobody listed still reads as a unit of use.
const CORPUS: [string, Expected][] = [
  ["$20 per developer per month.", { prices: [{ amount: 20, period: "month", per: person("developer"), recurring: true }] }],
  ["Compliance software at $49 per seat per month.", { prices: [{ amount: 49, period: "month", per: person("seat") }] }],
  ["Charge €8 per user each month.", { prices: [{ amount: 8, currency: "EUR", period: "month", per: person("user") }] }],
  ["£3 per student per term.", { prices: [{ amount: 3, currency: "GBP", period: "term", per: person("student") }] }],
  ["Gyms pay $2 per member a month.", { prices: [{ amount: 2, period: "month", per: person("member") }] }],
  ["$15/user/mo, billed annually.", { prices: [{ amount: 15, period: "month", per: person("user") }] }],
  ["Tutors pay £120 per term per student.", { prices: [{ amount: 120, currency: "GBP", period: "term", per: person("student") }] }],
  ["$6 per active user per month.", { prices: [{ amount: 6, period: "month", per: person("active user") }] }],
  ["Priced at $30 a head.", { prices: [{ amount: 30, per: person("head"), period: null, recurring: true }] }],
  ["Clinics pay $12 per clinician monthly.", { prices: [{ amount: 12, period: "month", per: person("clinician") }] }],
  ["Support desks pay $25/agent/month.", { prices: [{ amount: 25, period: "month", per: person("agent") }] }],
  ["£4 per employee per month for payroll.", { prices: [{ amount: 4, currency: "GBP", period: "month", per: person("employee"), item: "payroll" }] }],
  ["$20 per developer.", { prices: [{ amount: 20, per: person("developer"), period: null, recurring: true }] }],
  ["We charge $49/practice/mo for the scheduler.", { prices: [{ amount: 49, period: "month", per: account("practice"), item: "the scheduler" }] }],
  ["Shops pay £25 per shop per month.", { prices: [{ amount: 25, currency: "GBP", period: "month", per: account("shop") }] }],
  ["$35/mo per location.", { prices: [{ amount: 35, period: "month", per: account("location") }] }],
  ["$9.99 per month per household.", { prices: [{ amount: 9.99, period: "month", per: account("household") }] }],
  ["Families pay €12 per family a month.", { prices: [{ amount: 12, currency: "EUR", period: "month", per: account("family") }] }],
  ["Warehouses lease each robot at $1,500 per robot per month.", { prices: [{ amount: 1500, period: "month", per: account("robot") }] }],
  ["$300 per team per year.", { prices: [{ amount: 300, period: "year", per: account("team") }] }],
  ["Landlords pay $30/month per property.", { prices: [{ amount: 30, period: "month", per: account("property") }] }],
  ["£80 per clinic per week.", { prices: [{ amount: 80, currency: "GBP", period: "week", per: account("clinic") }] }],
  ["Fleet tracking at $18 per vehicle monthly.", { prices: [{ amount: 18, period: "month", per: account("vehicle") }] }],
  ["Walkers charge $18 per walk.", { prices: [{ amount: 18, period: "use", per: use("walk"), recurring: false }] }],
  // A number joined by a hyphen to the word after it sizes the unit; it is no count of it.
  ["Owners pay $20 per 30-minute walk and we keep 20%.", { prices: [{ amount: 20, period: "use", per: use("30-minute walk"), recurring: false }], takeRate: { percent: 20 } }],
  ["£30 per 60-minute session.", { prices: [{ amount: 30, currency: "GBP", period: "use", per: use("60-minute session") }] }],
  ["Physios pay £2 per visit booked.", { prices: [{ amount: 2, currency: "GBP", period: "use", per: use("visit") }] }],
  ["30 EUR per lead.", { prices: [{ amount: 30, currency: "EUR", period: "use", per: use("lead") }] }],
  ["Accountants charge $150 per return.", { prices: [{ amount: 150, period: "use", per: use("return") }] }],
  ["Calls cost $0.10 per minute.", { prices: [{ amount: 0.1, period: "use", per: use("minute") }] }],
  ["$0.002 per API call.", { prices: [{ amount: 0.002, period: "use", per: use("API call") }] }],
  ["We charge 4p per message.", { prices: [{ amount: 0.04, currency: "GBP", period: "use", per: use("message") }] }],
  ["£1.50 per text message sent.", { prices: [{ amount: 1.5, currency: "GBP", period: "use", per: use("text message") }] }],
  ["Translation at $0.08 per word.", { prices: [{ amount: 0.08, period: "use", per: use("word") }] }],
  ["€3 per booking.", { prices: [{ amount: 3, currency: "EUR", period: "use", per: use("booking") }] }],
  ["Each scan is $4, charged per scan.", { prices: [{ amount: 4, per: use("scan"), period: "use", item: null }] }],
  ["Driving lessons at £38 an hour.", { prices: [{ amount: 38, currency: "GBP", period: "use", per: use("hour") }] }],
  ["Pods at $90 a night.", { prices: [{ amount: 90, period: "use", per: use("night") }] }],
  ["$20-$30 per hour.", { prices: [{ amount: 20, upTo: 30, period: "use", per: use("hour") }] }],
  ["£2.99 per delivery.", { prices: [{ amount: 2.99, currency: "GBP", period: "use", per: use("delivery") }] }],
  ["Coffee roasted on the Moon for $4,000 a bag.", { prices: [{ amount: 4000, period: "use", per: pack("bag") }] }],
  ["Refills are £6 a bottle.", { prices: [{ amount: 6, currency: "GBP", per: pack("bottle"), item: "refills" }] }],
  ["£12 for a box of six candles.", { prices: [{ amount: 12, currency: "GBP", per: pack("box") }] }],
  ["Seeds sell at $3.50 per pack.", { prices: [{ amount: 3.5, per: pack("pack"), period: "use" }] }],
  ["Wine club: €90 per case.", { prices: [{ amount: 90, currency: "EUR", per: pack("case") }] }],
  ["Cleaning pods at $15 per kit.", { prices: [{ amount: 15, per: pack("kit") }] }],
];

describe("price corpus: what a price is charged per", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
