import { describe, expect, it } from "vitest";
import { extractEvidence } from "../../../src/pipeline/research/source-evidence.ts";
import { loadResearchWorld, retrievedFromWorld } from "../../fakes/research-world.ts";
import { topicOfDescription } from "../helpers/topic-of-description.ts";

// Issue 20: a page counts as about the subject when its title names it, unless a long page never uses the word
// again. Real recorded text of the outside markets (tests/fixtures/research-outside): Nation's Restaurant News,
// "After two more companies change course, what's the future of ghost kitchens?"
// (https://www.nrn.com/first-bite/after-two-more-companies-change-course-whats-future-ghost-kitchens), whose
// "Several months after we chronicled the failures … of virtual restaurant company Nextbite" had led an online
// course platform's case against as a failure of its kind.
const outside = loadResearchWorld({ set: "outside" });
const idea = (slug: string) => outside.find((e) => e.idea.slug === slug)!;
const story = retrievedFromWorld(idea("ghost-kitchens").sources.find((s) => s.id === "ghost-kitchens-nrn-kitchen-united")!);
const quotedFor = (slug: string) => extractEvidence({ sources: [story], perSource: Number.POSITIVE_INFINITY, topic: topicOfDescription(idea(slug).idea.description) });

describe("a page whose title uses the subject's word for something else", () => {
  it("is not about online courses because its title says a company changed course", () => {
    expect(quotedFor("course-platform")).toEqual([]);
  });

  it("is about ghost kitchens, whose word its text uses throughout", () => {
    expect(quotedFor("ghost-kitchens").some((c) => /Nextbite/.test(c.quote))).toBe(true);
  });
});
