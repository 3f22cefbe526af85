import { describe, expect, it } from "vitest";
import { analyzeDescription } from "./analyze-description.ts";
import { MAX_KEYWORDS, MIN_KEYWORDS } from "../contracts/vocabulary.ts";

const INVOICES =
  "I want to build an app for freelance designers. They waste hours every week chasing unpaid invoices, which is frustrating and painful. Unlike existing accounting tools, it sends reminders automatically. We'd charge $15/month subscription. I've talked to 12 designers in London and 8 said they would pay.";

describe("analyzeDescription", () => {
  it("extracts ranked keywords led by the core compounds", () => {
    const { keywords } = analyzeDescription(INVOICES);
    expect(keywords.slice(0, 2)).toEqual(["freelance designers", "unpaid invoices"]);
    expect(keywords.length).toBeGreaterThanOrEqual(MIN_KEYWORDS);
    expect(keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
    expect(keywords).not.toContain("app");
  });

  it("pads short texts to three keywords from the category seeds", () => {
    const { keywords, category } = analyzeDescription("Uber for dogs");
    expect(category.id).toBe("pets");
    expect(keywords).toEqual(["uber", "dogs", "pet care"]);
  });

  it("finds pain phrases in the founder's words, and none where there is no pain", () => {
    const rich = analyzeDescription(INVOICES);
    expect(rich.painPhrases).toEqual(["They waste hours every week chasing unpaid invoices"]);
    expect(rich.intensityTerms).toEqual(expect.arrayContaining(["every week", "hours"]));
    expect(rich.problemSentence).toBe("They waste hours every week chasing unpaid invoices, which is frustrating and painful.");

    const teachers = analyzeDescription("Teachers hate grading essays by hand. It is tedious and takes their whole weekend.");
    expect(teachers.painPhrases).toEqual(["Teachers hate grading essays by hand", "It is tedious and takes their whole weekend"]);
    expect(teachers.sentiment.label).toBe("negative");

    expect(analyzeDescription("A beautiful photo sharing app.").painPhrases).toEqual([]);
  });

  it("reads customer, segment, business model, category and market", () => {
    const a = analyzeDescription(INVOICES);
    expect(a.customer?.phrase).toBe("freelance designers");
    expect(a.customer?.segment).toBe("professionals");
    expect(a.businessModel).toBe("subscription");
    expect(a.category.id).toBe("finance");
    expect(a.targetMarket).toBe("Freelance designers in London");
    expect(a.cues.validation).toEqual(expect.arrayContaining(["would pay", "talked to"]));
    expect(a.cues.differentiation).toContain("unlike");
  });

  it("reads a bakery's leftovers as food, however much money the bakeries lose", () => {
    const bakery = analyzeDescription("Small bakeries throw away unsold bread every evening and lose money on it. An app that lists the day's leftovers for nearby customers to collect at half price.");
    expect(bakery.category.id).toBe("food");
  });

  it("reads drinks and dishes as food, whatever ships them or whatever their pods are made of", () => {
    for (const description of [
      "A countertop machine that carbonates water and mixes flavours from recyclable refill pods, sold with a monthly pod subscription for home soda drinkers.",
      "A subscription box of craft beers from small breweries, delivered monthly.",
      "Boxes of fresh pasta ship every 4 weeks for $14.99 to busy parents.",
    ]) expect(analyzeDescription(description).category.id, description).toBe("food");
  });

  it("never reads a way of charging the description rules out as its business model", () => {
    expect(analyzeDescription("A smart ring that tracks sleep, heart rate and recovery, with no subscription: pay $249 once and every feature in the app is yours.").businessModel).toBe("transactional");
    expect(analyzeDescription("Accounting for freelancers without monthly fees: buy it once for $79.").businessModel).toBe("transactional");
    expect(analyzeDescription("A subscription-free budgeting app that you buy once.").businessModel).toBe("transactional");
    expect(analyzeDescription("Meal plans for $9 a month, no commitment.").businessModel).toBe("subscription");
  });

  it("names both sides of a marketplace and flags its cold start", () => {
    const a = analyzeDescription("Marketplace connecting dog walkers with busy pet owners in London. We take a 15% commission on each booking.");
    expect(a.businessModel).toBe("marketplace");
    expect(a.targetMarket).toBe("Dog walkers and busy pet owners in London");
    expect(a.redFlags.map((f) => f.id)).toContain("marketplace-cold-start");
  });

  it("flags hardware and regulated domains", () => {
    const a = analyzeDescription("A wearable device that monitors blood pressure for patients with hypertension and alerts their doctor.");
    expect(a.redFlags.map((f) => f.id)).toEqual(["hardware", "regulated"]);
  });

  it("returns no target market when the text names none, whatever the country", () => {
    expect(analyzeDescription("An app for everyone.").targetMarket).toBeNull();
    expect(analyzeDescription("Uber for dogs").targetMarket).toBeNull();
  });

  it("does not read the pronoun 'us' as the United States", () => {
    expect(analyzeDescription("Let us help teachers plan lessons.").geography).toBeNull();
    expect(analyzeDescription("Helping teachers in the US plan lessons.").geography).toBe("the United States");
  });

  it("reads where a title says its subject is used into the subject, but no time, no idiom and no single place", () => {
    const coworking = analyzeDescription("A marketplace for booking desks in independent coworking spaces by the day: remote workers book and pay in the app, space owners fill empty desks and keep 80% of each booking.", { title: "Day passes at independent coworking spaces" });
    expect(coworking.subject?.phrase).toBe("coworking day passes");
    expect(coworking.subject?.alternates[0]).toBe("coworking spaces");
    expect(analyzeDescription("Book a parking spot near the terminal and pay in the app.", { title: "Parking spots at airports" }).subject?.phrase).toBe("airport parking spots");
    expect(analyzeDescription("A finger-prick kit you post to a lab, with results in an app. $49 a test.", { title: "Finger-prick blood tests at home" }).subject?.phrase).toBe("blood tests");
    expect(analyzeDescription("Book in the app and it's back washed and folded. $1.75 per pound.", { title: "Laundry pickup and delivery in 24 hours" }).subject?.phrase).toBe("laundry pickup");
  });

  it("reads a job done to a kind of thing as the subject's head, with the kind and what it is like", () => {
    const hosting = analyzeDescription("Static site hosting for freelance web developers: push to git and the site deploys with HTTPS, previews and form handling. $5 a month per site, no bandwidth bills.", { title: "Static site hosting for freelancers" });
    expect(hosting.subject?.phrase).toBe("static site hosting");
    expect(analyzeDescription("Website hosting for small bakeries, with online ordering built in.").subject?.phrase).toBe("website hosting");
    // A word in -ing before what it acts on still says what the kind does.
    expect(analyzeDescription("A platform connecting dog owners with vetted walkers nearby.").subject?.phrase).not.toContain("connecting");
  });

  it("reads initials the title names the product by, spelled out in the description, as the subject, whatever word the term ends in", () => {
    // Our description of a market gathered in the twenty-fourth session (tests/fixtures/research-beyond/hosted-ci): its searches had said "github repository".
    const description = "Hosted continuous integration for small teams: connect a GitHub repository and every push runs your tests and builds in fast, isolated runners. Free for open source, $20 a month per team.";
    const ci = analyzeDescription(description, { title: "Hosted CI for small teams" });
    expect(ci.subject?.phrase).toBe("continuous integration");
    expect(ci.subject?.alternates).toContain("ci");
    // Initials any text uses name no subject of their own, and a title without initials keeps its reading.
    expect(analyzeDescription("An artificial intelligence assistant that answers customer emails for small online shops.", { title: "AI email replies" }).subject?.phrase).not.toBe("artificial intelligence");
    expect(analyzeDescription(description).subject?.phrase).not.toBe("continuous integration");
  });

  it("reads a list's own category as the subject, and the thing's job, not a quality it has, as its market", () => {
    // Our descriptions of markets gathered late in the twenty-fourth session (tests/fixtures/research-onward): their searches had said "drills" and "soft headband".
    const tools = analyzeDescription("A marketplace where neighbours rent out their drills, ladders, lawn mowers and other tools to each other by the day, with deposits and insurance handled in the app. We take 15% of each rental.", { title: "Borrow tools from your neighbours" });
    expect(tools.subject?.phrase).toBe("tools");
    expect(tools.subject?.alternates).toContain("drills");
    // Goods people let each other use are a market of renting and borrowing them.
    expect(tools.subject?.terms).toEqual(expect.arrayContaining(["rent", "rental", "lend", "borrow"]));
    // A subject that names its job already keeps to it (tests/fixtures/research-fresh/p2p-car-sharing: e-scooter rental pages are another market).
    const cars = analyzeDescription("A peer-to-peer car sharing app: car owners list their cars when they are not using them, and neighbours rent them by the hour, unlocking the car with their phone. Owners keep 70% of each booking; renters pay from $8 an hour plus insurance.", { title: "Peer-to-peer car sharing by the hour" });
    expect(cars.subject?.phrase).toBe("car sharing");
    expect(cars.subject?.terms).not.toContain("rental");
    const headband = analyzeDescription("A soft headband that measures your sleep stages with EEG and gives you a sleep score and coaching in the app each morning. $249, with an optional $5 monthly coaching plan.", { title: "A headband that tracks your sleep" });
    expect(headband.subject?.phrase).toBe("sleep headband");
    expect(headband.subject?.terms).not.toContain("soft");
    // A word before the head that names a market stays ("air purifier", "smart" aside).
    expect(analyzeDescription("A quiet smart air purifier for apartments that measures air quality and ships replacement filters automatically before they wear out.").subject?.phrase).toBe("air purifier");
  });

  it("reads what follows 'near', and the list it opens, as where the job is done, not what it is about", () => {
    // Our description of a market gathered at the twenty-fourth session (tests/fixtures/research-further/parking-spot-marketplace): its searches had said "stadiums".
    const description = "A marketplace where homeowners near stadiums, stations and city centres rent their driveway or garage to drivers by the hour. Drivers book and pay in the app; we take 20%.";
    const driveways = analyzeDescription(description, { title: "Rent out your driveway" });
    expect(driveways.subject?.phrase).toBe("driveway");
    expect(driveways.subject?.terms.join(" ")).not.toMatch(/stadium|station|centre/);
  });

  it("reads the description's subject where the title names only a kind of product and what it is like", () => {
    const description = "A local marketplace for second-hand furniture: sellers list a sofa or table in minutes, buyers pay in the app, and our movers pick it up and deliver it. We keep 20% plus a delivery fee.";
    expect(analyzeDescription(description, { title: "A friendly local marketplace" }).subject?.phrase).toBe("second-hand furniture");
    // A title's first word, capitalised by its place, is the adjective it is; the goods' condition names their market, and the description's name is the other.
    const furniture = analyzeDescription(description, { title: "Local marketplace for used furniture with delivery" });
    expect(furniture.subject?.phrase).toBe("used furniture");
    expect(furniture.subject?.alternates).toContain("second-hand furniture");
    // A participle of how good people are is no market: "vetted plumbers" are plumbers.
    expect(analyzeDescription("An app that matches homeowners with vetted plumbers in under an hour.").subject?.phrase).not.toContain("vetted");
    // A title whose words name a subject still leads.
    expect(analyzeDescription("Book a parking spot near the terminal and pay in the app.", { title: "Parking spots at airports" }).subject?.phrase).toBe("airport parking spots");
  });

  it("rates a detailed description as more specific than a vague one", () => {
    expect(analyzeDescription(INVOICES).specificity).toBeGreaterThan(analyzeDescription("An app for everyone.").specificity);
  });
});
