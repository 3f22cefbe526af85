import { describe, expect, it } from "vitest";
import { readReportFixture } from "../../helpers/seed-report.ts";
import { DOG_WALKER_ASSUMPTIONS } from "../../helpers/experiment-plan-fixture.ts";
import { DOG_WALKER_SECTIONS } from "../../helpers/report-sections-fixture.ts";
import { renderReportMarkdown } from "../../../src/pipeline/report/markdown.ts";

describe("the command line's Markdown report", () => {
  it("has the case against after the scores and the competitor landscape before the sources", async () => {
    const markdown = renderReportMarkdown({ title: "Dog walkers", report: { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS }, model: "offline-analyst" });
    const against = markdown.indexOf("## The Case Against");
    const landscape = markdown.indexOf("## Competitor Landscape");
    expect(against).toBeGreaterThan(markdown.indexOf("### Timing"));
    expect(landscape).toBeGreaterThan(against);
    expect(landscape).toBeLessThan(markdown.indexOf("## Sources"));
    expect(markdown).toContain("- Against willingness to pay: “pricey for solo walkers” [S6]");
    expect(markdown).toContain("### jkbrzt/rrule (GitHub repository)\n\n<https://github.com/jkbrzt/rrule>\n\n- GitHub: 3,300 stars, last activity 2026-01-10 [S4]");
    expect(markdown).toContain("Unverified: known to the model, not found in this research: Rover, Wag.");
    expect(markdown).toContain("_Searched GitHub (2 searches, 1 result), Hacker News (3 searches, 1 result); 7 sources retrieved._");
  });
});

describe("the Markdown report's riskiest assumptions", () => {
  it("lists each assumption after the case against with its evidence, settledness and experiment plan", async () => {
    const body = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS, riskiestAssumptions: DOG_WALKER_ASSUMPTIONS };
    const markdown = renderReportMarkdown({ title: "Dog walkers", report: body, model: "offline-analyst" });
    const section = markdown.indexOf("## Riskiest Assumptions");
    expect(section).toBeGreaterThan(markdown.indexOf("## The Case Against"));
    expect(section).toBeLessThan(markdown.indexOf("## Business fit"));
    expect(markdown).toContain("### 1. Independent dog walkers will pay $15 a month for Walkies.\n\n**Leaning against.** 1 quote challenges it and none support it.");
    expect(markdown).toContain("Evidence against:\n- “pricey for solo walkers” [S6]");
    expect(markdown).toContain("#### Experiment: Concierge or pre-sale offer");
    expect(markdown).toContain("- **How many:** 3 paying of 15 asked");
    expect(markdown).toContain("- **Decision rule (written before the test):** Decided before the first offer: 3 of 15");
    expect(markdown).toContain("  - Tell me about the last time you dealt with dog walking schedules. What happened?");
    expect(markdown).toContain("- **Visitors needed:** 200\n- **Pass rate:** 5% of visitors");
    // The founder's words are text, not markup.
    expect(markdown).toContain("Scheduling \\<script\\>alert(1)\\</script\\>");
  });

  it("has no such section for a report made before assumptions were named", async () => {
    const markdown = renderReportMarkdown({ title: "Dog walkers", report: await readReportFixture("dog-walker-with-sources.json"), model: "offline-analyst" });
    expect(markdown).not.toContain("Riskiest Assumptions");
  });
});
