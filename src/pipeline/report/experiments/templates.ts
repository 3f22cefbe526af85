import type { AssumptionKind, Experiment } from "../../../shared/contracts/report-experiments.ts";
import { writeAmount, writeMoney } from "../../../shared/display/write-money.ts";
import type { IdeaFacts } from "./idea-facts.ts";

type Interviews = Extract<Experiment, { kind: "customer-interviews" }>;
type SmokeTest = Extract<Experiment, { kind: "smoke-test" }>;
type PreSale = Extract<Experiment, { kind: "pre-sale" }>;

const PEOPLE = { min: 5, max: 10 } as const;
/** A pass rate only means something once it is at least this many sign-ups. */
const SIGNUPS_TO_TRUST = 10;

/** Hypothetical questions invite compliments, not facts: the founder asks about the past instead. */
const AVOID = [
  "Would you use something that…? (a hypothetical: people say yes to be kind)",
  "How much would you pay for…? (a guess about the future, not what they spend)",
  "Do you think this is a good idea? (an invitation to a compliment)",
  "Describing or showing your product before the last question (it turns the interview into a pitch)",
];

const INTERVIEW_WHY = "Five to ten conversations about what people already did and spent cost nothing but time, and a pattern of no recent episodes or no spending proves the assumption wrong before anything is built.";

function interviewRule(what: string): string {
  return `Decided before the first call: it holds if at least 3 of the first 5 people (or 6 of 10) ${what}; it is wrong if 1 or none of 5 (or 3 or fewer of 10) do; in between, talk to five more before deciding.`;
}

function interviews({ idea, whoToAsk, questions, confirmation, what }: { idea: IdeaFacts; whoToAsk: string; questions: string[]; confirmation: string; what: string }): Interviews {
  const decisionMaker = idea.segment === "businesses" ? ["Who else was involved the last time your team paid for a tool for this, and how was it approved?"] : [];
  return {
    kind: "customer-interviews",
    why: INTERVIEW_WHY,
    decisionRule: interviewRule(what),
    duration: "one to two weeks",
    people: { ...PEOPLE },
    whoToAsk,
    questions: [...questions, ...decisionMaker],
    avoid: [...AVOID],
    confirmation,
  };
}

function interviewsFor(kind: AssumptionKind, idea: IdeaFacts): Interviews {
  const where = idea.segment === "consumers" ? "forums, groups and threads where they talk about it" : "your network, LinkedIn and the communities where they discuss their work";
  switch (kind) {
    case "supply": return interviews({
      idea,
      whoToAsk: `People who would sell or provide on ${idea.product}, found where they advertise their work today.`,
      questions: [
        "How did you find your last three customers, and what did each one cost you?",
        "Which platforms do you sell through now, and what fees did you pay them last month?",
        "When did you last join a new platform? What made you do it, and what made you stay or leave?",
        "How many more customers could you take on next month?",
      ],
      confirmation: "They already pay fees or spend to find customers, have spare capacity, and joined a platform in the last year.",
      what: "already pay to find customers and have room for more",
    });
    case "switching": return interviews({
      idea,
      whoToAsk: `${idea.customer} who use ${idea.competitors.length ? idea.competitors.join(" or ") : "something"} for ${idea.topic} today, found in ${where}.`,
      questions: [
        `What do you use today for ${idea.topic}, and how did you choose it?`,
        "What does it cost you a month, in money and in hours?",
        "Tell me about the last time it let you down. What did you do then?",
        "When did you last look for something else? What did you find, and why did you stay or move?",
      ],
      confirmation: "They name a shortcoming of what they use that cost them something in the last three months, and have looked for an alternative.",
      what: "name a recent, costly shortcoming and have looked for an alternative",
    });
    case "timing": return interviews({
      idea,
      whoToAsk: `${idea.customer}, found in ${where}.`,
      questions: [
        `What changed in the last year in how you handle ${idea.topic}?`,
        "Is fixing it on your list for the next three months? What is ahead of it?",
        "What did you spend on it this year, compared with last year?",
      ],
      confirmation: "Fixing it is on their list for the next three months, or they have money set aside for it this year.",
      what: "have it on their list for the next three months or money set aside",
    });
    case "premise": return interviews({
      idea,
      whoToAsk: "People who build or supply what the premise needs (engineers, researchers, suppliers), found through their published work and trade bodies.",
      questions: [
        "What is the nearest thing to this that anyone has actually done, and when?",
        "What did it cost, and who paid for it?",
        "What stopped the last attempt you know of?",
      ],
      confirmation: "They can point to it being done in the last few years at a cost a customer could carry.",
      what: "point to it being done recently at a cost a customer could carry",
    });
    default: return interviews({
      idea,
      whoToAsk: `${idea.customer}, found in ${where}. Not friends or family: they will be kind instead of honest.`,
      questions: [
        `Tell me about the last time you dealt with ${idea.topic}. What happened?`,
        "How often did that happen in the last three months?",
        "What do you do about it today, and what does that cost you in money or hours a month?",
        "What have you already tried to fix it? Why did you stop using it?",
      ],
      confirmation: "They describe a specific time it happened in the last three months and already spend money or hours working around it.",
      what: "describe a recent episode and already spend money or hours on a workaround",
    });
  }
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function smokeTest({ idea, kind }: { idea: IdeaFacts; kind: AssumptionKind }): SmokeTest {
  const priced = kind === "willingness-to-pay" && idea.price !== null;
  // A click that commits to a price is rarer than a free sign-up; a business visitor signs up less readily than a consumer.
  const passRate = priced ? 0.02 : idea.segment === "consumers" ? 0.05 : 0.03;
  const visitorsNeeded = Math.ceil(SIGNUPS_TO_TRUST / passRate / 50) * 50;
  const signups = Math.round(visitorsNeeded * passRate);
  const price = idea.price;
  const callToAction = priced && price ? (price.oneOff ? `Pre-order for ${(price.from === "stated" ? writeAmount : writeMoney)(price.amount, idea.currency)}` : "Start my subscription") : "Join the waiting list";
  const traffic = idea.channel
    ? `${idea.channel}, where the report found your customers; a small paid campaign there caps the spend and counts visitors exactly.`
    : "The places your customers already gather (forums, groups, newsletters), or a small paid campaign that counts visitors exactly.";
  return {
    kind: "smoke-test",
    why: "A page and a few days of traffic measure what people do rather than what they say, before anything is built.",
    decisionRule: `Decided before launch: after ${visitorsNeeded} visitors, ${percent(passRate)} or more clicking "${callToAction}" (at least ${signups}) passes; under ${percent(passRate / 2)} fails; in between, change one thing (the headline or the price) and run another ${visitorsNeeded}.`,
    duration: "one to two weeks",
    page: {
      headline: idea.headline,
      subheadline: idea.pitch,
      benefits: [
        `Made for ${idea.customer}.`,
        ...(idea.problem ? [`Built for this problem: ${idea.problem}`] : []),
      ],
      priceLine: priced && price ? price.phrase : null,
    },
    callToAction,
    traffic,
    visitorsNeeded,
    passRate,
  };
}

function preSale(idea: IdeaFacts & { price: NonNullable<IdeaFacts["price"]> }): PreSale {
  const business = idea.segment !== "consumers";
  const asked = business ? 15 : 30;
  const buyersNeeded = business ? 3 : 5;
  const deadlineDays = business ? 30 : 14;
  const offer = idea.marketplace
    ? `Match the first buyers and sellers of ${idea.product} by hand (concierge), charging ${idea.price.phrase}.`
    : business
      ? `A paid pilot of ${idea.product}${idea.product.toLowerCase().includes(idea.customer.toLowerCase()) ? "" : ` for ${idea.customer}`}, delivered by hand where the product is not built yet (concierge), paid up front or on a signed order.`
      : `Pre-order ${idea.product} at ${idea.price.phrase}, refunded in full if it never ships.`;
  return {
    kind: "pre-sale",
    why: "Money changing hands is the one answer that cannot be politeness; asking a few people to pay costs a few conversations.",
    decisionRule: `Decided before the first offer: ${buyersNeeded} of ${asked} ${business ? "paying or signing an order" : "paying"} within ${deadlineDays} days passes; 1 or none fails; in between, ask another ${asked} before deciding. "Interested" or "maybe later" counts as no.`,
    duration: `${deadlineDays} days`,
    offer,
    price: idea.price.amount,
    per: idea.price.per,
    priceFrom: idea.price.from,
    priceText: idea.price.labelled,
    asked,
    buyersNeeded,
    deadlineDays,
  };
}

/**
 * The cheapest experiment that could prove an assumption wrong: interviews about past behaviour for
 * the problem, switching, timing and supply; a pre-sale for paying (a smoke test with the price when
 * individuals buy it once, or no price can be named); a smoke test
 * for reaching customers.
 */
export function experimentFor(kind: AssumptionKind, idea: IdeaFacts): Experiment {
  if (kind === "reach") return smokeTest({ idea, kind });
  if (kind === "willingness-to-pay") {
    const { price } = idea;
    // Something bought once by individuals is pre-ordered from a page; anything else is offered to people directly.
    const preOrder = idea.segment !== "businesses" && !idea.marketplace && price?.oneOff === true;
    return price && !preOrder ? preSale({ ...idea, price }) : smokeTest({ idea, kind });
  }
  return interviewsFor(kind, idea);
}
