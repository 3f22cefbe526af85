import { describe, expect, it } from "vitest";
import { readPrice } from "../../../src/pipeline/text/price/read-price.ts";
import { writePricing } from "../../../src/shared/display/write-price.ts";
import { monthlyCharge } from "../../../src/pipeline/analysts/text-analyst/charging.ts";

// A price read from the founder's words and written back reads as they wrote it.
describe("a price read then written", () => {
  it.each([
    ["A CLI for flaky tests at $20 per developer per month.", "$20 per developer per month"],
    ["Doggy daycare at £15 a day.", "£15 a day"],
    ["District licence: $2,000 a year.", "$2,000 a year"],
    ["Just €4.99/mo.", "€4.99 a month"],
    ["Reminders for dentists, $79/practice/mo.", "$79 per practice per month"],
    ["A smart cat feeder for $1,299 one-off plus $29/week refills.", "$1,299 once, then $29 a week for refills"],
    ["Coffee delivered by rocket for $4,000 a bag.", "$4,000 a bag"],
    ["Unlock for $4.99 then $0.10 per minute.", "$4.99 once, then $0.10 per minute"],
    ["A licence is $299 and updates are $99 a year.", "$299 once, then $99 a year for updates"],
    ["Free for personal use; teams pay $5 per user per month.", "$5 per user per month with a free tier"],
    ["We take a 15% take rate on each walk, which averages $25.", "a 15% fee on each walk (orders average $25)"],
    // A charge that covers several periods keeps how many: never "once", never a rounded period.
    ["$14.99 every 4 weeks, cancel any time.", "$14.99 every 4 weeks"],
    ["Boxes ship every 4 weeks for $14.99.", "$14.99 every 4 weeks"],
    ["A filter subscription at $39 every six months.", "$39 every 6 months"],
    ["Every 3 months we send a box for $45.", "$45 a quarter"],
    // A price per person and per use keeps both units.
    ["Swimming lessons at £7.50 per child per session.", "£7.50 per child per session"],
    ["$40 per seat per project.", "$40 per seat per project"],
    // A share added to a price is the founder's cut; a share of an amount counted whole is taken "on" it, not "on each".
    ["A Shopify app that recovers abandoned carts, $19/month plus 2% of recovered revenue.", "$19 a month plus a 2% fee on recovered revenue"],
    ["$29/month plus 1% of processed payments.", "$29 a month plus a 1% fee on each processed payment"],
    // A plural right before its amount and "each" is what is counted, whatever the tagger calls it; a verb of charging is not.
    ["$399 for the press, packs $7 each.", "$399 once, then $7 a pack"],
    ["It costs $7 each.", "$7 once"],
    // Named tiers are alternatives; with no period stated, none is invented ("once" would be).
    ["Basic $9, Pro $29: a meal planner for busy parents.", "$9 for basic or $29 for pro"],
    ["Basic 9 USD, Pro 29 USD.", "$9 for basic or $29 for pro"],
    ["Solo $9, Studio $29, Agency $99 per month.", "$9 a month for solo or $29 a month for studio or $99 a month for agency"],
    // Two products with their prices are no tiers: the period of one is not the other's.
    ["Printer €150, Toner €9.99/month.", "€150 once, then €9.99 a month for toner"],
    ["$10 a month plus 20% more storage.", "$10 a month"],
    // A price added to the one before ("plus") is charged as well, not offered instead; a paid tier beside a free one keeps no invented period.
    ["Cheap wireless soil sensors: $99 per sensor plus $5/month.", "$99 per sensor plus $5 a month"],
    ["Basic is $9 a month or $29 a month for pro.", "$9 a month for basic or $29 a month for pro"],
    ["A personal finance app for couples, free with a $4.99 premium.", "$4.99 with a free tier"],
    // A share said to come to the founder is their cut; anyone the customers are called is a person a price is charged per.
    ["A peer tutoring marketplace for college students, $20/hour, 25% to us.", "$20 per hour, of which you keep 25%"],
    ["Wedding planners chase vendors for quotes. $49/month per planner.", "$49 per planner per month"],
    // Customers paying a share is the founder's cut, even where the sentence's start capitalises them; the founder paying one is not.
    ["What if there was an app that sold leftover pastries? Bakeries pay 20% per sale.", "a 20% fee on each sale"],
    ["We pay 20% to affiliates and charge $10 a month.", "$10 a month"],
    // A price offered instead ("or") stays an alternative after a one-off one; "£8.99pm" keeps its pennies and its month.
    ["$49 one-time or $5/month.", "$49 once or $5 a month"],
    ["Rooms at £8.99pm for students.", "£8.99 a month"],
    // Free up to a count of uses is a free tier; free for a number of days is a trial.
    ["I'm building a Chrome extension that auto-fills job applications. Free for 5 applications, then $9/month.", "$9 a month with a free tier"],
    ["Free for 14 days, then $9/month.", "$9 a month"],
    // A figure written in words, with a currency's name after it.
    ["Twenty-five dollars per month, or ten bucks a week.", "$25 a month or $10 a week"],
    ["It costs one pound a day.", "£1 a day"],
    // Tiers named before their amounts share the period written after the last, each with its name.
    ["Starter $19, Growth $49, Scale $149 per month.", "$19 a month for starter or $49 a month for growth or $149 a month for scale"],
    ["Basic $9/month, Pro $29/month.", "$9 a month for basic or $29 a month for pro"],
    // An amount things are counted above is no price; a fee's article is the one its number is read with; a plural a unit counts stays whole.
    ["Commission of 8% on bookings over $100.", "an 8% fee on each booking"],
    ["Plans start under $10 a month.", "$10 a month"],
    ["$1 per 1,000 API calls.", "$1 per 1,000 API calls"],
    // What "each" after an amount counts is the plural just before it.
    ["A countertop espresso machine that uses compostable pods, $299 plus pods at $0.60 each.", "$299 once, then $0.60 per pod"],
    ["Classes are $15 each.", "$15 per class"],
    // "every month" or "each week" said before the amount is its period.
    ["Bookkeeping for Etsy sellers: we reconcile your shop payouts, fees and taxes every month for $25.", "$25 a month"],
    ["Each week we deliver a box for $30.", "$30 a week"],
  ])("%s", (text, written) => {
    expect(writePricing(readPrice(text))).toBe(written);
  });

  it("counts a charge every 4 weeks as recurring, and a month's worth of it as a month's share", () => {
    const [price] = readPrice("$14.99 every 4 weeks.").prices;
    expect(price).toMatchObject({ amount: 14.99, period: "week", every: 4, recurring: true });
    const { monthly } = monthlyCharge({ price: price!, buyer: "consumer", rule: "rule of thumb", teamSize: { count: 1, stated: false } });
    expect(monthly).toBeCloseTo((14.99 * 52) / 12 / 4, 6);
  });

  it("charges a price per child per session for each child and each session", () => {
    const [price] = readPrice("£7.50 per child per session.").prices;
    expect(price).toMatchObject({ amount: 7.5, per: { noun: "child", kind: "person" }, period: "use", perUse: "session" });
    const { monthly, notes } = monthlyCharge({ price: price!, buyer: "consumer", rule: "rule of thumb", teamSize: { count: 2, stated: true }, usesPerMonth: 4 });
    expect(monthly).toBeCloseTo(7.5 * 2 * 4, 6);
    expect(notes[0]).toBe("£7.50 per child per session (as stated)");
  });
});
