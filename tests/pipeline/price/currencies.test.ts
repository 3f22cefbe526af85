import { describe, it } from "vitest";
import { type Expected, expectReading } from "./expect-price.ts";

// Every currency in the forms founders write it, cents kept as written.
const CORPUS: [string, Expected][] = [
  ["A meal-planning app at £4.99/month.", { prices: [{ amount: 4.99, currency: "GBP", period: "month" }] }],
  ["Tickets are $0.99 each.", { prices: [{ amount: 0.99, currency: "USD" }] }],
  ["Lessons cost €12.50 per lesson.", { prices: [{ amount: 12.5, currency: "EUR", period: "use" }] }],
  ["USD 30 per seat monthly.", { prices: [{ amount: 30, currency: "USD", period: "month" }] }],
  ["GBP 250 per year.", { prices: [{ amount: 250, currency: "GBP", period: "year" }] }],
  ["The kit is EUR 89.", { prices: [{ amount: 89, currency: "EUR", period: "one-off", item: "kit" }] }],
  ["Members pay 30 euros a month.", { prices: [{ amount: 30, currency: "EUR", period: "month" }] }],
  ["It's 12 quid a session.", { prices: [{ amount: 12, currency: "GBP", period: "use" }] }],
  ["Twenty pounds? No: 20 pounds per week.", { prices: [{ amount: 20, currency: "GBP", period: "week" }] }],
  ["Plans from 15 dollars a month.", { prices: [{ amount: 15, currency: "USD", period: "month" }] }],
  ["In Australia it is A$15 per visit.", { prices: [{ amount: 15, currency: "AUD", period: "use" }] }],
  ["Canadian clinics pay C$20 a fortnight.", { prices: [{ amount: 20, currency: "CAD", period: "fortnight" }] }],
  ["Toronto studios pay CA$40 a month.", { prices: [{ amount: 40, currency: "CAD", period: "month" }] }],
  ["Auckland cafes pay NZ $9 a week.", { prices: [{ amount: 9, currency: "NZD", period: "week" }] }],
  ["A $5 fee per walk.", { prices: [{ amount: 5, currency: "USD", period: "use" }] }],
  ["NZ$12 per fortnight for the box.", { prices: [{ amount: 12, currency: "NZD", period: "fortnight" }] }],
  ["Cafes in Tokyo pay ¥500 per use.", { prices: [{ amount: 500, currency: "JPY", period: "use" }] }],
  ["Students pay ₹299 per month.", { prices: [{ amount: 299, currency: "INR", period: "month" }] }],
  ["Rs 499 a month for families.", { prices: [{ amount: 499, currency: "INR", period: "month" }] }],
  ["Swiss schools pay CHF 40 per term.", { prices: [{ amount: 40, currency: "CHF", period: "term" }] }],
  ["Das Abo kostet 4,99 € pro Monat.", { prices: [{ amount: 4.99, currency: "EUR" }] }],
  ["Die Maschine kostet 1.299,00 € einmalig.", { prices: [{ amount: 1299, currency: "EUR" }] }],
  ["US$10 per month.", { prices: [{ amount: 10, currency: "USD", period: "month" }] }],
  ["Clinics pay $1.2k per month.", { prices: [{ amount: 1200, period: "month" }] }],
  ["Enterprise deals at $25K a year.", { prices: [{ amount: 25_000, period: "year" }] }],
  ["The robot sells for $1,299.", { prices: [{ amount: 1299, period: "one-off" }] }],
  ["Exactly $19.95 a month.", { prices: [{ amount: 19.95, period: "month" }] }],
  ["The print run costs £2 million upfront.", { prices: [{ amount: 2_000_000, currency: "GBP", period: "one-off" }] }],
];

describe("price corpus: currencies and cents", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
