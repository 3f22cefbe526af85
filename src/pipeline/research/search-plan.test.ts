import { describe, expect, it } from "vitest";
import { draftQueries, modifierSynonymOf, otherNamesOf, plainNameOf, removeNearDuplicates, synonymNamesOf } from "./search-plan.ts";
import { RESEARCH_DIMENSIONS } from "../contracts/vocabulary.ts";

describe("research queries", () => {
  const subject = { phrase: "staff schedules", named: "staff schedules app", alternates: ["shift swaps"], problem: null, setting: null, terms: ["staff", "schedule", "swap"] };

  it("drafts queries for every research dimension", () => {
    const queries = draftQueries({ subject, keywords: ["staff schedules"], customer: "small restaurants", perDimension: 2 });
    expect(new Set(queries.map((q) => q.dimension))).toEqual(new Set(RESEARCH_DIMENSIONS));
    expect(queries.filter((q) => q.dimension === "pricing")).toHaveLength(2);
  });

  it("names the subject in every query, in its words or with one of them said otherwise, in at most four words", () => {
    const queries = draftQueries({ subject, keywords: ["staff schedules"], customer: "small restaurants", perDimension: 4 });
    for (const { query } of queries) {
      expect(query).toMatch(/\b(?:staff|employee) schedules\b/);
      expect(query.split(" ").length).toBeLessThanOrEqual(4);
    }
    expect(queries.filter((q) => q.query === "employee schedules")).toHaveLength(1);
    // A pain search says the word before the head otherwise where the head's own other words lead the competitors' search: pages about
    // restaurant rotas say "employee scheduling" (https://modernrestaurantmanagement.com/will-predictive-scheduling-laws-affect-your-restaurant/).
    expect(modifierSynonymOf("staff scheduling")).toBe("employee scheduling");
    const scheduling = { ...subject, phrase: "staff scheduling", named: "staff scheduling" };
    const drafted = draftQueries({ subject: scheduling, keywords: [], customer: "independent restaurants", perDimension: 4 });
    expect(drafted.filter((q) => q.query === "employee scheduling").map((q) => q.dimension)).toEqual(["pain"]);
    // Never a word that repeats the head in other words ("carry-on" is luggage, "passwordless" a login).
    expect(modifierSynonymOf("carry-on suitcase")).toBeUndefined();
    expect(modifierSynonymOf("passwordless login")).toBeUndefined();
  });

  it("searches the subject's other names bare, and no alternate that shares none of its words", () => {
    const kitchens = { phrase: "ghost kitchen stations", named: "ghost kitchen stations", alternates: ["ghost kitchens", "busy neighbourhoods"], problem: null, setting: null, terms: ["ghost", "kitchen", "station", "neighbourhood"] };
    expect(otherNamesOf(kitchens)).toEqual(["ghost kitchens"]);
    const queries = draftQueries({ subject: kitchens, keywords: [], customer: "restaurant brands", perDimension: 4 }).map((q) => q.query);
    expect(queries).toContain("ghost kitchens");
    expect(queries.some((q) => q.includes("neighbourhoods"))).toBe(false);
    // A kind of product or a way it is made shares nothing that says what it is about: "ai note-taker" is another name for a "meeting note-taker", "ai tool" is none.
    const notes = { phrase: "meeting note-taker", named: "meeting note-taker", alternates: ["ai note-taker", "ai tool"], problem: null, setting: null, terms: [] };
    expect(otherNamesOf(notes)).toEqual(["ai note-taker"]);
    // A web search runs each dimension's first query only: the other name opens the demand searches, so it runs there too.
    expect(draftQueries({ subject: kitchens, keywords: [], customer: null, perDimension: 1 }).find((q) => q.dimension === "demand")!.query).toBe("ghost kitchens");
  });

  it("adds helper words to a shorter name the description gives a subject of three words, which is still searched whole first", () => {
    const kitchens = { phrase: "ghost kitchen stations", named: "ghost kitchen stations", alternates: ["ghost kitchens", "kitchen stations"], problem: null, setting: null, terms: ["ghost", "kitchen", "station"] };
    const queries = draftQueries({ subject: kitchens, keywords: [], customer: "restaurant brands", perDimension: 4 }).map((q) => q.query);
    expect(queries[0]).toBe("ghost kitchen stations");
    expect(queries).toContain("ghost kitchens pricing");
    expect(queries).toContain("ghost kitchens shut down");
    expect(queries.filter((q) => q.startsWith("ghost kitchen stations "))).toEqual([]);
    // Without a shorter name the subject carries them, as before.
    const letters = { phrase: "prior authorisation letters", named: "prior authorisation letters", alternates: [], problem: null, setting: null, terms: ["prior", "authorisation", "letter"] };
    expect(draftQueries({ subject: letters, keywords: [], customer: null, perDimension: 4 }).map((q) => q.query)).toContain("prior authorisation letters pricing");
    // A job done to a kind of thing: the kind, with what it is like, carries them ("static site" of "static site hosting").
    const hosting = { phrase: "static site hosting", named: "static site hosting", alternates: ["form handling"], problem: null, setting: null, terms: ["static", "hosting", "handling"] };
    const hostingQueries = draftQueries({ subject: hosting, keywords: [], customer: "freelance web developers", perDimension: 4 }).map((q) => q.query);
    expect(hostingQueries[0]).toBe("static site hosting");
    expect(hostingQueries).toContain("static site pricing");
    expect(hostingQueries.filter((q) => q.startsWith("static site hosting "))).toEqual([]);
  });

  it("searches what a teaching product's learners learn, as learning, which pages name the market by", () => {
    const tutor = { phrase: "conversation tutor", named: "conversation tutor", alternates: ["ai tutor"], problem: null, setting: null, terms: ["conversation", "tutor"] };
    const queries = (customer: string) => draftQueries({ subject: tutor, keywords: [], customer, perDimension: 4 }).map((q) => q.query);
    expect(queries("language learners").slice(0, 2)).toEqual(["conversation tutor", "language learning"]);
    expect(queries("busy parents")).not.toContain("parents learning");
    const walking = { phrase: "dog walking", named: "dog walking", alternates: [], problem: null, setting: null, terms: ["dog", "walking"] };
    expect(draftQueries({ subject: walking, keywords: [], customer: "language learners", perDimension: 4 }).map((q) => q.query)).not.toContain("language learning");
  });

  it("searches a word in the two words pages also write it in ('support help desk' of 'support helpdesk'), the subject staying three words at most", () => {
    const helpdesk = { phrase: "support helpdesk", named: "support helpdesk", alternates: [], problem: null, setting: null, terms: ["support", "helpdesk"] };
    expect(draftQueries({ subject: helpdesk, keywords: [], customer: "online shops", perDimension: 4 }).map((q) => q.query)).toContain("support help desk");
    const long = { phrase: "small shop helpdesk", named: "small shop helpdesk", alternates: [], problem: null, setting: null, terms: ["small", "shop", "helpdesk"] };
    expect(draftQueries({ subject: long, keywords: [], customer: null, perDimension: 4 }).map((q) => q.query)).not.toContain("small shop help desk");
  });

  it("searches the subject's initials alone, as pages name it ('ci' of 'continuous integration')", () => {
    const ci = { phrase: "continuous integration", named: "continuous integration", alternates: ["ci", "github repository"], problem: null, setting: null, terms: ["continu", "integr", "ci"] };
    const queries = draftQueries({ subject: ci, keywords: [], customer: "small teams", perDimension: 4 }).map((q) => q.query);
    expect(queries).toContain("ci");
    expect(queries).not.toContain("github repository");
  });

  it("searches a driveway rented to drivers as parking, which pages name the market by", () => {
    const driveway = { phrase: "driveway", named: "driveway", alternates: [], problem: null, setting: null, terms: ["driveway"] };
    expect(draftQueries({ subject: driveway, keywords: [], customer: "homeowners", perDimension: 4 }).map((q) => q.query)).toContain("parking");
  });

  it("joins the subject to the words pages use: a price and a cost, events in the past tense, customers and marketing", () => {
    const walking = { phrase: "dog walking", named: "dog walking", alternates: [], problem: null, setting: null, terms: ["dog", "walking"] };
    const quick = draftQueries({ subject: walking, keywords: [], customer: "busy dog owners", perDimension: 2 });
    expect(quick.filter((q) => q.dimension === "pricing").map((q) => q.query)).toEqual(["dog walking price", "dog walking cost"]);
    expect(quick.filter((q) => q.dimension === "timing").map((q) => q.query)).toEqual(["dog walking shut down", "dog walking launched"]);
    expect(quick.filter((q) => q.dimension === "channels").map((q) => q.query)).toEqual(["dog walking community", "dog walking customers"]);
  });

  it("falls back to the first keyword when the description names only a kind of product", () => {
    const queries = draftQueries({ subject: null, keywords: ["cover letters", "job seekers"], customer: null, perDimension: 1 });
    expect(queries.every((q) => q.query.includes("cover letters"))).toBe(true);
  });

  it("keeps a search that adds one word to a subject of three ('pre-authorisation letters pricing')", () => {
    const hyphenated = { phrase: "pre-authorisation letters", named: "pre-authorisation letter ai tool", alternates: [], problem: null, setting: null, terms: ["pre", "authorisation", "letter"] };
    const drafts = draftQueries({ subject: hyphenated, keywords: [], customer: "dentists", perDimension: 4 });
    const { kept } = removeNearDuplicates(drafts);
    expect(kept.map((q) => q.query)).toContain("pre-authorisation letters pricing");
    expect(kept.length).toBeGreaterThanOrEqual(20);
  });

  it("searches the subject in another word for one of its own, the head first, as pages call it ('carry-on luggage')", () => {
    // Pages about smart suitcases say "smart luggage" and "Bluesmart carry-on luggage" (the outside markets' smart-luggage pages).
    expect(synonymNamesOf("carry-on suitcase").slice(0, 2)).toEqual(["carry-on luggage", "carry-on baggage"]);
    expect(synonymNamesOf("passwordless login")).toContain("passwordless authentication");
    // Another form of the same word is the search's own stemming; a phrase of no known word has no other name.
    expect(synonymNamesOf("moon grocery delivery")).not.toContain("moon groceries delivery");
    expect(synonymNamesOf("moon grocery delivery")).toContain("moon grocery courier");
    expect(synonymNamesOf("blood tests")).toEqual([]);
    const suitcase = { phrase: "carry-on suitcase", named: "carry-on suitcase", alternates: [], problem: null, setting: null, terms: ["carry", "suitcase"] };
    const queries = draftQueries({ subject: suitcase, keywords: [], customer: null, perDimension: 4 });
    // One such search, among the competitors' (a page in its words names the products); the rest name the subject as the founder did.
    expect(queries.filter((q) => q.query === "carry-on luggage").map((q) => q.dimension)).toEqual(["competitors"]);
    expect(queries.filter((q) => !q.query.includes("carry-on suitcase")).map((q) => q.query)).toEqual(["carry-on luggage"]);
  });

  it("searches the subject's head alone where the words before it only say what it is like, and in its other word", () => {
    // The outside markets' pages: "Why privacy analytics is pay-to-play", "Identity & Auth Providers", "Bluesmart carry-on luggage".
    expect(plainNameOf("website analytics")).toBe("analytics");
    expect(plainNameOf("online courses")).toBe("courses");
    expect(plainNameOf("passwordless login")).toBe("login");
    expect(plainNameOf("smart suitcase")).toBe("suitcase");
    // A head that only says the thing is handled: the thing.
    expect(plainNameOf("resume builder")).toBe("resume");
    expect(plainNameOf("log management")).toBe("log");
    // A noun before the head names another thing ("blood tests" are no "tests"), and so does an adjective the head means
    // nothing without ("mental health" is no "health"); a kind of product alone is no market.
    expect(plainNameOf("blood tests")).toBeNull();
    expect(plainNameOf("mental health")).toBeNull();
    expect(plainNameOf("real estate")).toBeNull();
    expect(plainNameOf("vertical farms")).toBeNull();
    expect(plainNameOf("soda maker")).toBeNull();
    expect(plainNameOf("meal kits")).toBeNull();
    expect(plainNameOf("analytics")).toBeNull();
    const login = { phrase: "passwordless login", named: "passwordless login sdk", alternates: ["magic links"], problem: null, setting: null, terms: ["passwordless", "login", "link"] };
    const queries = draftQueries({ subject: login, keywords: [], customer: null, perDimension: 4 });
    expect(queries.find((q) => q.query === "login")?.dimension).toBe("pain");
    expect(queries.find((q) => q.query === "authentication")?.dimension).toBe("demand");
    // The rest still name the subject as the founder did, or in its other word.
    expect(queries.filter((q) => !/passwordless (?:login|authentication)/.test(q.query)).map((q) => q.query)).toEqual(["login", "authentication"]);
  });

  it("removes near-duplicates, keeping the first", () => {
    const { kept, removed } = removeNearDuplicates([
      { dimension: "competitors", query: "invoice tools alternatives" },
      { dimension: "demand", query: "alternatives for invoice tool" },
      { dimension: "pricing", query: "invoice tool pricing" },
    ]);
    expect(kept.map((q) => q.query)).toEqual(["invoice tools alternatives", "invoice tool pricing"]);
    expect(removed).toBe(1);
  });
});
