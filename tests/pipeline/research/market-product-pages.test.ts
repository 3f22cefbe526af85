import { describe, expect, it } from "vitest";
import { profileFromText } from "../../../src/pipeline/analysts/text-analyst/profile.ts";
import { topicOf } from "../../../src/pipeline/research/relevance-gate.ts";
import { extractEvidence } from "../../../src/pipeline/research/source-evidence.ts";
import { loadResearchWorld, retrievedFromWorld } from "../../fakes/research-world.ts";

// Issue 20: a page about a product the pages on the subject name as one of the subject's is about
// the idea's market, though it names the subject's words only in passing. Real recorded text of the
// research world's countertop herb garden (a train idea): "Replanting the Aerogarden"
// (http://furrydoc.blogspot.com/2022/01/replanting-aerogarden.html) says "garden" once, and its
// product's name is built on "garden" ("Aerogarden"). A page's address names
// what it is about as its title does: "AeroGarden is shutting down" uses "garden" once, but its address
// (https://texasstandard.org/stories/aerogarden-scotts-miracle-gro-shutting-down-gardening-kit-discontinued) says gardening.
const world = loadResearchWorld();
const garden = world.find((e) => e.idea.slug === "smart-indoor-garden")!;
const topic = topicOf(profileFromText({ id: garden.idea.slug, title: garden.idea.title, description: garden.idea.description, country: "US", validationMode: "deep" }));
const page = (id: string) => retrievedFromWorld(garden.sources.find((s) => s.id === id)!);
const quotedFrom = (ids: readonly string[]) => new Set(extractEvidence({ sources: ids.map(page), perSource: Number.POSITIVE_INFINITY, topic }).map((c) => c.sourceId));

describe("pages about a product of the idea's market", () => {
  it("reads a post about a product whose name is built on the subject's word ('Aerogarden'), alone or beside the subject's pages", () => {
    expect(garden.idea.split).toBe("train");
    expect(quotedFrom(["garden-furrydoc"]).has("garden-furrydoc")).toBe(true);
    expect(quotedFrom(["garden-wikipedia", "garden-furrydoc"])).toEqual(new Set(["garden-wikipedia", "garden-furrydoc"]));
  });

  it("reads a page whose address names the subject though its text does not", () => {
    // The story's opening sentence alone names neither the garden nor AeroGarden; its address says gardening.
    const opening = { ...page("garden-texasstandard"), title: "", reading: { kind: "page" as const, text: "The COVID-19 pandemic was a fertile time for tech companies to expand or create products that people could use during the long days and weeks they were forced to spend at home.", comments: [] } };
    expect(extractEvidence({ sources: [opening], perSource: Number.POSITIVE_INFINITY, topic }).map((c) => c.sourceId)).toEqual(["garden-texasstandard"]);
    const withoutAddress = { ...opening, url: "https://texasstandard.org/stories/1234" };
    expect(extractEvidence({ sources: [withoutAddress], perSource: Number.POSITIVE_INFINITY, topic })).toEqual([]);
  });

  it("knows a seller's product by its site: a post about cancelling it is read beside the seller's own page", () => {
    // https://www.hellofresh.com/faq/ and https://www.jlfgoldstein.com/blog/2023/5/25/why-i-cancelled-hello-fresh (meal kits, train)
    const meals = world.find((e) => e.idea.slug === "meal-kit-subscription")!;
    expect(meals.idea.split).toBe("train");
    const mealTopic = topicOf(profileFromText({ id: meals.idea.slug, title: meals.idea.title, description: meals.idea.description, country: "US", validationMode: "deep" }));
    const mealPage = (id: string) => retrievedFromWorld(meals.sources.find((s) => s.id === id)!);
    const read = (ids: readonly string[]) => new Set(extractEvidence({ sources: ids.map(mealPage), perSource: Number.POSITIVE_INFINITY, topic: mealTopic }).map((c) => c.sourceId));
    expect(read(["meal-jlfgoldstein-blog"]).size).toBe(0);
    expect(read(["meal-hellofresh-faq", "meal-jlfgoldstein-blog"])).toEqual(new Set(["meal-hellofresh-faq", "meal-jlfgoldstein-blog"]));
  });

  it("never reads another market's page however many of the subject's pages sit beside it", () => {
    const others = world.filter((e) => e.idea.slug !== garden.idea.slug).flatMap((e) => e.sources).map(retrievedFromWorld);
    const ids = new Set(extractEvidence({ sources: [page("garden-wikipedia"), page("garden-laidback"), ...others], perSource: 3, topic }).map((c) => c.sourceId));
    expect([...ids].filter((id) => !id.startsWith("garden-"))).toEqual([]);
  });
});

describe("a brand built on the subject's word", () => {
  it("reads a page about a SodaStream as about a soda machine, though it says 'soda' only twice", () => {
    const soda = topicOf(profileFromText({ id: "soda", title: null, description: "A countertop machine that carbonates water and mixes flavours from recyclable refill pods, sold with a monthly pod subscription for home soda drinkers.", country: "US", validationMode: "deep" }));
    // http://sodastream-rocks.blogspot.com/p/replacing-co2-cartridges.html
    const text = "Your Sodastream will come with a full CO2 cartridge, which will carbonate about 60 liters of soda. In our house, that's about 2 months worth of soda.\n\nWhen it needs replacing, you can do so by mail through the Sodastream website, or you can find a retailer near you that carries the cartridges, take your empty cartridge in, and get a replacement cartridge. The cost is around $15.";
    const source = { id: "s1", title: "Replacing CO2 Cartridges", url: "http://sodastream-rocks.blogspot.com/p/replacing-co2-cartridges.html", reading: { kind: "page", text, comments: [] } };
    // "soda" twice and nothing else of the subject would leave it another market's page; the brand built on "soda" makes it this one's.
    expect(extractEvidence({ sources: [source], perSource: 10, topic: soda }).length).toBeGreaterThan(0);
  });
});
