import { describe, expect, it } from "vitest";
import { buildCaseAgainst } from "../../../src/pipeline/report/sections/case-against.ts";
import { buildCompetitorLandscape } from "../../../src/pipeline/report/sections/competitor-landscape.ts";
import { loadResearchWorld, retrievedFromWorld } from "../../fakes/research-world.ts";
import { sectionInput } from "../helpers/section-sources.ts";

// Real public text of the research world's train ideas (tests/fixtures/research-world), every page
// listed as research keeps it: what the landscape and the case against read from it.
function sectionsOf(slug: string) {
  const entry = loadResearchWorld().find((e) => e.idea.slug === slug)!;
  expect(entry.idea.split).toBe("train");
  const sources = entry.sources.filter((s) => !s.offTopic).map(retrievedFromWorld);
  const input = sectionInput({ sources });
  const landscape = buildCompetitorLandscape({ input });
  return { landscape, against: buildCaseAgainst({ input, landscape, concerns: [], weakest: { label: "Timing", value: 4 } }) };
}

describe("the landscape and the case against from real public text", () => {
  it("lists the products an article names as contenders and the repository, one vendor once, never an article's title", () => {
    const { landscape } = sectionsOf("feature-flag-service");
    const names = landscape.competitors.map((c) => c.name);
    for (const name of ["Unleash/unleash", "LaunchDarkly", "GrowthBook", "Flipt", "Flagsmith"]) expect(names).toContain(name);
    expect(names.filter((n) => /unleash/i.test(n))).toHaveLength(1);
    expect(names.some((n) => /feature flag|build|contrarian/i.test(n))).toBe(false);
    expect(landscape.competitors.find((c) => c.name === "Unleash/unleash")).toMatchObject({ openSource: true, free: true });
  });

  it("marks the product the text says is shutting down as defunct and leads the case against with it, cited", () => {
    const { landscape, against } = sectionsOf("smart-indoor-garden");
    expect(landscape.competitors.find((c) => c.name === "AeroGarden")?.defunct).toBe(true);
    expect(landscape.competitors.some((c) => c.name === "Click & Grow")).toBe(true);
    expect(against.evidenceFound).toBe(true);
    expect(against.summary).toMatch(/^A product of the same kind already failed: AeroGarden, “.+” \[S\d+\]\./);
    expect(against.points[0]).toMatch(/^Already tried and failed: AeroGarden: /);
  });

  it("names a seller by its own name with the price its page states, and not a blog post's title", () => {
    const { landscape } = sectionsOf("invoice-reminders");
    const nudge = landscape.competitors.find((c) => c.name === "Nudge");
    expect(nudge?.foundAs).toBe("web-result");
    expect(nudge?.evidence).toContain("What it does: “Nudge turns follow-up into a repeatable system instead of a task you keep postponing.” [S6]");
    expect(nudge?.evidence).toContain("Pricing: “Free: up to 5 invoices per month” [S6]");
    expect(landscape.competitors.some((c) => c.name === "PaymentPing")).toBe(true);
    expect(landscape.competitors.some((c) => /why|how|before you/i.test(c.name))).toBe(false);
  });
});
