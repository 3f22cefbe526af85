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

  it("reads an article as an article, an encyclopedia as one, and a repository as open source", () => {
    expect(kindOf("inv-landolio-devto", "brave")).toBe("article");
    expect(kindOf("garden-wikipedia", "wikipedia")).toBe("encyclopedia");
    expect(kindOf("ff-unleash", "github")).toBe("open-source");
  });
});
