import { describe, it } from "vitest";
import { type Expected, account, expectReading, pack, person, use } from "./expect-price.ts";

// Kinds the other corpus files lack: "from" and "starting at", ranges written every way, cents,
// unlock then per minute, devices with supplies, free and pro, packs named before the price,
// labels before a colon, lists sharing one period, and units nobody listed (kg, GB, kWh, mile).
const CORPUS: [string, Expected][] = [
  ["From $8 per user per month.", { prices: [{ amount: 8, period: "month", per: person("user"), recurring: true }] }],
  ["Starting at $19/mo for small teams.", { prices: [{ amount: 19, period: "month", recurring: true }] }],
  ["Pricing starts at £29 a month per location.", { prices: [{ amount: 29, currency: "GBP", period: "month", per: account("location") }] }],
  ["From €5 per person per day.", { prices: [{ amount: 5, currency: "EUR", period: "day", per: person("person") }] }],
  ["Plans range from $10–$15 a month.", { prices: [{ amount: 10, upTo: 15, period: "month" }] }],
  ["Between $200 and $400 per logo.", { prices: [{ amount: 200, upTo: 400, period: "use", per: use("logo") }] }],
  ["£5 to £8 per box.", { prices: [{ amount: 5, upTo: 8, currency: "GBP", period: "use", per: pack("box") }] }],
  ["Sessions at $50-75/hr.", { prices: [{ amount: 50, upTo: 75, period: "use", per: use("hr") }] }],
  ["99 cents per download.", { prices: [{ amount: 0.99, currency: "USD", period: "use", per: use("download") }] }],
  ["50c per scan.", { prices: [{ amount: 0.5, currency: "USD", period: "use", per: use("scan") }] }],
  ["$0.99/download.", { prices: [{ amount: 0.99, period: "use", per: use("download") }] }],
  ["$1 to unlock, then 15 cents a minute.", { prices: [{ amount: 1, period: "one-off" }, { amount: 0.15, currency: "USD", period: "use", per: use("minute") }] }],
  ["Unlock for £1 plus 20p per minute.", { prices: [{ amount: 1, currency: "GBP", period: "one-off" }, { amount: 0.2, currency: "GBP", period: "use", per: use("minute") }] }],
  ["We charge 2.9% + 30c per transaction.", { prices: [{ amount: 0.3, period: "use", per: use("transaction") }], takeRate: { percent: 2.9 } }],
  ["A $199 breast pump with $12 monthly supplies.", { prices: [{ amount: 199, period: "one-off", item: "breast pump" }, { amount: 12, period: "month", item: "supplies", recurring: true }] }],
  ["Printer €150, toner subscription €9.99/month.", { prices: [{ amount: 150, currency: "EUR", period: "one-off", recurring: false }, { amount: 9.99, currency: "EUR", period: "month", recurring: true }] }],
  ["Refills are $2 a bottle and the dispenser is $60.", { prices: [{ amount: 2, per: pack("bottle"), item: "refills" }, { amount: 60, period: "one-off", item: "dispenser" }] }],
  ["The starter kit is $49 and refill pods are $9.99 for a pack of 12.", { prices: [{ amount: 49, period: "one-off", item: "starter kit" }, { amount: 9.99, per: pack("pack"), item: "refill pods" }] }],
  ["£99 setup, then £29 per month per van.", { prices: [{ amount: 99, currency: "GBP", period: "one-off" }, { amount: 29, currency: "GBP", period: "month", per: account("van") }] }],
  ["Free for up to 3 projects, $10/mo for unlimited.", { prices: [{ amount: 10, period: "month" }], freeTier: true }],
  ["Free forever for solo users; Team plan $6/user/month.", { prices: [{ amount: 6, period: "month", per: person("user") }], freeTier: true }],
  ["The app is free; premium costs $4.99 a month or $39.99 a year.", { prices: [{ amount: 4.99, period: "month", item: "premium" }, { amount: 39.99, period: "year" }], freeTier: true }],
  ["It's free to join; we charge $2 per delivery.", { prices: [{ amount: 2, period: "use", per: use("delivery") }], freeTier: true }],
  ["Packs of 10 sessions for £90.", { prices: [{ amount: 90, currency: "GBP", period: "use", per: pack("pack") }] }],
  ["£25 for a pack of 4 filters.", { prices: [{ amount: 25, currency: "GBP", per: pack("pack") }] }],
  ["Eggs at $6 per dozen.", { prices: [{ amount: 6, per: pack("dozen") }] }],
  ["Each class costs $20, or $150 for a 10-class pass.", { prices: [{ amount: 20, period: "use", per: use("class"), item: null }, { amount: 150 }] }],
  ["$3 a ride, or $30 for a monthly pass.", { prices: [{ amount: 3, period: "use", per: use("ride") }, { amount: 30, period: "month", recurring: true }] }],
  ["Ground coffee at $2 per kg.", { prices: [{ amount: 2, period: "use", per: use("kg") }] }],
  ["Mileage logging at £0.50 per mile.", { prices: [{ amount: 0.5, currency: "GBP", period: "use", per: use("mile") }] }],
  ["Storage at $0.25 per GB.", { prices: [{ amount: 0.25, period: "use", per: use("GB") }] }],
  ["€0.30 per kWh.", { prices: [{ amount: 0.3, currency: "EUR", period: "use" }] }],
  ["Photo booths at $150 per wedding.", { prices: [{ amount: 150, period: "use", per: use("wedding") }] }],
  ["Bike hire at $3 per bike per day.", { prices: [{ amount: 3, period: "day", recurring: true }] }],
  ["Music lessons at $300 per semester.", { prices: [{ amount: 300, period: "term" }] }],
  ["Lessons at $30 every month.", { prices: [{ amount: 30, period: "month", recurring: true }] }],
  ["$79 for life.", { prices: [{ amount: 79, period: "one-off", recurring: false, item: null }] }],
  ["A single payment of £49.", { prices: [{ amount: 49, currency: "GBP", period: "one-off" }] }],
  ["$49/mo or $490/yr.", { prices: [{ amount: 49, period: "month" }, { amount: 490, period: "year" }] }],
  ["Monthly: $15. Yearly: $150.", { prices: [{ amount: 15, period: "month", recurring: true }, { amount: 150, period: "year", recurring: true }] }],
  ["Annual plan: £99.", { prices: [{ amount: 99, currency: "GBP", period: "year", recurring: true }] }],
  ["Tiered: $9, $19 and $49 a month.", { prices: [{ amount: 9, period: "month" }, { amount: 19, period: "month" }, { amount: 49, period: "month" }] }],
  ["A £50 deposit and £20 a week.", { prices: [{ amount: 50, period: "one-off", item: "deposit" }, { amount: 20, period: "week", recurring: true }] }],
  ["Pay $10 per month per employee, billed yearly.", { prices: [{ amount: 10, period: "month", per: person("employee") }] }],
  ["AU$20 per month per user.", { prices: [{ amount: 20, currency: "AUD", period: "month", per: person("user") }] }],
  ["15 USD/month for the app.", { prices: [{ amount: 15, currency: "USD", period: "month", item: "the app" }] }],
  ["Just 8 bucks a month.", { prices: [{ amount: 8, currency: "USD", period: "month" }] }],
  ["€1,200/yr per site.", { prices: [{ amount: 1200, currency: "EUR", period: "year", per: account("site") }] }],
  ["50% off the first month, then $20/month.", { prices: [{ amount: 20, period: "month" }] }],
];

describe("price corpus: kinds the other files lack", () => {
  it.each(CORPUS)("%s", (text, expected) => {
    expectReading(text, expected);
  });
});
