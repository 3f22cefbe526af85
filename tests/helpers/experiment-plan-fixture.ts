import type { RiskiestAssumption } from "../../src/shared/contracts/report-experiments.ts";

/**
 * Riskiest assumptions as the builder writes them, citing the sources of the stored dog-walker report
 * (tests/fixtures/reports/dog-walker-with-sources.json). The pain statement carries markup, as a
 * founder's own words can, so every place that shows it is seen to treat it as text.
 */
export const DOG_WALKER_ASSUMPTIONS: RiskiestAssumption[] = [
  {
    id: "assumption-willingness-to-pay",
    kind: "willingness-to-pay",
    statement: "Independent dog walkers will pay $15 a month for Walkies.",
    whyItMatters: "The Proceed with Caution verdict and every revenue figure assume people pay $15 a month; if they will not, the business fit does not hold.",
    evidenceFor: [],
    evidenceAgainst: ["“pricey for solo walkers” [S6]"],
    settled: "leaning-against",
    settledNote: "1 quote challenges it and none support it.",
    experiment: {
      kind: "pre-sale",
      why: "Money changing hands is the one answer that cannot be politeness; asking a few people to pay costs a few conversations.",
      decisionRule: "Decided before the first offer: 3 of 15 paying or signing an order within 30 days passes; 1 or none fails; in between, ask another 15 before deciding. \"Interested\" or \"maybe later\" counts as no.",
      duration: "30 days",
      offer: "A paid pilot of Walkies for independent dog walkers, delivered by hand where the product is not built yet (concierge), paid up front or on a signed order.",
      price: 15,
      per: "a month",
      priceFrom: "stated",
      asked: 15,
      buyersNeeded: 3,
      deadlineDays: 30,
    },
  },
  {
    id: "assumption-pain",
    kind: "pain",
    statement: "Independent dog walkers have this problem often enough to act on it: “Scheduling <script>alert(1)</script> walks & invoices eats my evenings”",
    whyItMatters: "The Proceed with Caution verdict and the Problem score (6/10) assume the problem is real and frequent; if it is not, nobody looks for a fix.",
    evidenceFor: ["“I spend every Sunday night juggling my walk schedule” [S2]"],
    evidenceAgainst: [],
    settled: "leaning-for",
    settledNote: "1 quote from 1 source support it and none challenge it, but what people say in public is not what they do: only the experiment settles it.",
    experiment: {
      kind: "customer-interviews",
      why: "Five to ten conversations about what people already did and spent cost nothing but time.",
      decisionRule: "Decided before the first call: it holds if at least 3 of the first 5 people (or 6 of 10) describe a recent episode and already spend money or hours on a workaround; it is wrong if 1 or none of 5 (or 3 or fewer of 10) do; in between, talk to five more before deciding.",
      duration: "one to two weeks",
      people: { min: 5, max: 10 },
      whoToAsk: "Independent dog walkers, found in forums, groups and threads where they talk about it.",
      questions: ["Tell me about the last time you dealt with dog walking schedules. What happened?", "What do you do about it today, and what does that cost you in money or hours a month?"],
      avoid: ["Would you use something that…? (a hypothetical: people say yes to be kind)"],
      confirmation: "They describe a specific time it happened in the last three months and already spend money or hours working around it.",
    },
  },
  {
    id: "assumption-reach",
    kind: "reach",
    statement: "You can reach independent dog walkers in numbers at a cost the price can carry.",
    whyItMatters: "The Go-To-Market score (6/10) and the acquisition cost assume customers can be found cheaply; if each one costs more than it pays, growth stalls.",
    evidenceFor: [],
    evidenceAgainst: [],
    settled: "untested",
    settledNote: "None of the 7 sources listed in this report bears on it: it is untested.",
    experiment: {
      kind: "smoke-test",
      why: "A page and a few days of traffic measure what people do rather than what they say, before anything is built.",
      decisionRule: "Decided before launch: after 200 visitors, 5% or more clicking \"Join the waiting list\" (at least 10) passes; under 2.5% fails; in between, change one thing (the headline or the price) and run another 200.",
      duration: "one to two weeks",
      page: {
        headline: "Walkies <b>for</b> walkers",
        subheadline: "Schedules, routes & invoices for independent dog walkers, in one app.",
        benefits: ["Made for independent dog walkers.", "Built for this problem: <img src=x onerror=alert(1)> double bookings"],
        priceLine: "$15 a month",
      },
      callToAction: "Join the waiting list",
      traffic: "The places your customers already gather (forums, groups, newsletters), or a small paid campaign that counts visitors exactly.",
      visitorsNeeded: 200,
      passRate: 0.05,
    },
  },
];
