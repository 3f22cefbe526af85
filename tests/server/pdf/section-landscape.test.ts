import { describe, expect, it } from "vitest";
import type { ValidationReport } from "../../../src/shared/contracts/report.ts";
import { pdfToText } from "../../helpers/pdf-text.ts";
import { readReportFixture } from "../../helpers/seed-report.ts";
import { DOG_WALKER_SECTIONS } from "../../helpers/report-sections-fixture.ts";
import { renderReportPdf } from "../../../src/server/pdf/render-report-pdf.ts";

const IDENTITY = {
  ideaId: "6f1c1f4e-4a8e-4a47-9d55-1df7f8d0b3a1", title: "Dog walker scheduling", description: "Recurring walks and monthly billing for dog walkers.",
  generatedAt: "2026-03-01T12:00:00.000Z", model: "offline-analyst",
};
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the PDF's case against and competitor landscape", () => {
  it("prints both sections with each competitor's link, evidence and citations, and the unverified names apart", async () => {
    const report: ValidationReport = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS, ...IDENTITY };
    const text = flat(await pdfToText(await renderReportPdf({ report, trends: null })));
    expect(text).toContain("The Case Against");
    expect(text).toContain("1 quote from 1 source challenges willingness to pay; the strongest: “pricey for solo walkers” [S6].");
    expect(text).toContain("From your description: the idea faces a marketplace cold start.");
    expect(text).toContain("Competitor Landscape");
    expect(text).toContain("2 competing products and projects found in the retrieved sources.");
    expect(text).toContain("jkbrzt/rrule (GitHub repository)");
    expect(text).toContain("https://github.com/jkbrzt/rrule");
    expect(text).toContain("GitHub: 3,300 stars, last activity 2026-01-10 [S4]");
    expect(text).toContain("Unverified: known to the model, not found in this research");
    expect(text).toContain("Rover, Wag");
    // The case against comes before the business fit, the landscape before the sources it cites.
    expect(text.indexOf("The Case Against")).toBeLessThan(text.indexOf("Competitor Landscape"));
    expect(text.indexOf("Competitor Landscape")).toBeLessThan(text.indexOf("Source Citations"));
  });

  it("adds falling interest from the printed trend to the case against", async () => {
    const report: ValidationReport = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS, ...IDENTITY };
    const trends = {
      keywords: ["invoice reminders"], selectedKeyword: "invoice reminders", currentVolume: 9, growthRate: -31,
      data: [{ date: "2026-01", year: 2026, volume: 13 }, { date: "2026-02", year: 2026, volume: 9 }],
      lastUpdated: "2026-03-01T00:00:00.000Z", isStale: false, source: "Google Trends", metric: "interest-index" as const,
    };
    const text = flat(await pdfToText(await renderReportPdf({ report, trends })));
    expect(text).toContain("Falling interest: search interest for “invoice reminders” fell 31% against the previous period (Google Trends), from the Market Interest data.");
  });

  it("leaves both out of a report stored before they existed", async () => {
    const report: ValidationReport = { ...(await readReportFixture("dog-walker-with-sources.json")), ...IDENTITY };
    const text = flat(await pdfToText(await renderReportPdf({ report, trends: null })));
    expect(text).not.toContain("Competitor Landscape");
    expect(text).not.toContain("The Case Against");
  });
});
