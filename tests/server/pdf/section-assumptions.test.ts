import { describe, expect, it } from "vitest";
import type { ValidationReport } from "../../../src/shared/contracts/report.ts";
import { DOG_WALKER_ASSUMPTIONS } from "../../helpers/experiment-plan-fixture.ts";
import { pdfToText } from "../../helpers/pdf-text.ts";
import { readReportFixture } from "../../helpers/seed-report.ts";
import { DOG_WALKER_SECTIONS } from "../../helpers/report-sections-fixture.ts";
import { renderReportPdf } from "../../../src/server/pdf/render-report-pdf.ts";

const IDENTITY = {
  ideaId: "6f1c1f4e-4a8e-4a47-9d55-1df7f8d0b3a1", title: "Dog walker scheduling", description: "Recurring walks and monthly billing for dog walkers.",
  generatedAt: "2026-03-01T12:00:00.000Z", model: "offline-analyst",
};
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the PDF's riskiest assumptions", () => {
  it("prints each assumption with its evidence and its experiment plan after the case against", async () => {
    const report: ValidationReport = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS, riskiestAssumptions: DOG_WALKER_ASSUMPTIONS, ...IDENTITY };
    const text = flat(await pdfToText(await renderReportPdf({ report, trends: null })));
    expect(text).toContain("Riskiest Assumptions");
    expect(text).toContain("1. Independent dog walkers will pay $15 a month for Walkies.");
    expect(text).toContain("Leaning against: 1 quote challenges it and none support it.");
    expect(text).toContain("“pricey for solo walkers” [S6]");
    expect(text).toContain("Experiment: Concierge or pre-sale offer");
    expect(text).toContain("3 paying of 15 asked");
    expect(text).toContain("Experiment: Customer interviews");
    expect(text).toContain("Tell me about the last time you dealt with dog walking schedules. What happened?");
    expect(text).toContain("Experiment: Smoke-test landing page");
    expect(text).toContain("Decision rule (written before the test)");
    expect(text).toContain("Scheduling <script>alert(1)</script> walks & invoices");
    expect(text.indexOf("The Case Against")).toBeLessThan(text.indexOf("Riskiest Assumptions"));
    expect(text.indexOf("Riskiest Assumptions")).toBeLessThan(text.indexOf("Business Fit"));
  });

  it("prints no such section for a report made before assumptions were named", async () => {
    const report: ValidationReport = { ...(await readReportFixture("dog-walker-with-sources.json")), ...IDENTITY };
    expect(await pdfToText(await renderReportPdf({ report, trends: null }))).not.toContain("Riskiest Assumptions");
  });
});
