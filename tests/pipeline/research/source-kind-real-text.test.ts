import { describe, expect, it } from "vitest";
import { sourceKindOf } from "../../../src/pipeline/research/source-kind.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";

// What a source can show, read from real pages of the research world's train ideas (tests/fixtures/research-world).
const world = loadResearchWorld();
function kindOf(id: string, connector: string): string {
  const source = world.flatMap((e) => e.sources).find((s) => s.id === id)!;
  expect(world.find((e) => e.sources.includes(source))!.idea.split).toBe("train");
  return sourceKindOf({ url: source.url, title: source.title, connectors: [connector], reading: { text: source.text } });
}

describe("sourceKindOf on real pages", () => {
  it("reads a seller's page by its plans, and by the company speaking of what it sells ('our network of labs')", () => {
    expect(kindOf("inv-nudgebilling", "brave")).toBe("vendor");
    expect(kindOf("blood-everlywell-labs", "brave")).toBe("vendor");
  });

  it("reads a forum thread and a dated post on a personal blog as a person's own account", () => {
    expect(kindOf("inv-tofu-community", "brave")).toBe("discussion");
    expect(kindOf("garden-furrydoc", "brave")).toBe("discussion");
    expect(kindOf("inv-hn-4285171", "hackernews")).toBe("discussion");
    // A dated post on a site of its own whose writer tells of their own garden ("my AeroGarden", "I have the LED light version").
    expect(kindOf("garden-joeabaya", "brave")).toBe("discussion");
    // "/blog/2023/5/25/why-i-cancelled-hello-fresh": a date written without leading zeros files a post too.
    expect(kindOf("meal-jlfgoldstein-blog", "brave")).toBe("discussion");
  });

  it("reads a post filed as a post ('/posts/…') whose writer tells of their own habits as a person's own account", () => {
    // https://minischetti.org/posts/never-ending-search-for-the-perfect-app (its opening, verbatim)
    const text = "Some people spend their free time watching movies, playing games, or reading books.\nI spend mine on an endless, slightly obsessive search for the perfect app.\n\nIt doesn’t matter what it is—file manager, calendar, task manager, note-taking app—if I use it daily, I want it to be just right.\n\nBut here’s the problem: it never is.";
    expect(sourceKindOf({ url: "https://minischetti.org/posts/never-ending-search-for-the-perfect-app", title: "", connectors: ["brave"], reading: { text } })).toBe("discussion");
    // The same address shape with an article's reporting voice stays an article (the world's dev.to article, re-filed).
    const article = world.flatMap((e) => e.sources).find((s) => s.id === "inv-landolio-devto")!;
    expect(sourceKindOf({ url: "https://example.org/posts/late-invoice-reminders-for-freelancers", title: article.title, connectors: ["brave"], reading: { text: article.text } })).toBe("article");
  });

  it("never reads a customer speaking of their own business's customers as a seller", () => {
    // http://brainiky.org/blog/restaurant-scheduling-woes-a-managers (its opening, verbatim): "our customers" are the restaurant's.
    const text = "Hey guys, let's dive into something super relatable for anyone who's ever managed a restaurant: the absolute headache of scheduling! Seriously, it feels like trying to solve a Rubik's Cube blindfolded most days. As a restaurant manager, my main goal is to create a schedule that keeps our amazing team happy, ensures we're always staffed perfectly to give our customers the best experience possible, and doesn't totally drain our budget.";
    expect(sourceKindOf({ url: "http://brainiky.org/blog/restaurant-scheduling-woes-a-managers", title: "Restaurant Scheduling Woes: A Manager's Tale", connectors: ["brave"], reading: { text } })).not.toBe("vendor");
  });

  it("reads an article as an article, an encyclopedia as one, and a repository as open source", () => {
    expect(kindOf("inv-landolio-devto", "brave")).toBe("article");
    expect(kindOf("garden-wikipedia", "wikipedia")).toBe("encyclopedia");
    expect(kindOf("ff-unleash", "github")).toBe("open-source");
  });
});
