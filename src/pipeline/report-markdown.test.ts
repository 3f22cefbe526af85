import { describe, expect, it } from "vitest";
import { readReportFixture } from "../../tests/helpers/seed-report.ts";
import { DOG_WALKER_SECTIONS } from "../../tests/helpers/report-sections-fixture.ts";
import { renderReportMarkdown } from "./report-markdown.ts";

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
