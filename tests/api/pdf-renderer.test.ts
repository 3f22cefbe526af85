import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfRenderer } from "../../src/server/pdf/pdf-renderer.ts";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { readReportFixture } from "../helpers/seed-report.ts";

const renderer = createPdfRenderer();
afterAll(async () => renderer.close());

async function dogWalkerReport(): Promise<ValidationReport> {
  return {
    ...(await readReportFixture("dog-walker-with-sources.json")),
    ideaId: "6f1c0f43-7f38-4b8e-9a51-2f7d3c1a9e01",
    title: "Dog walker scheduling",
    description: "Recurring walks and billing for solo walkers",
    generatedAt: "2026-01-05T10:00:00.000Z",
    model: "stored-fixture",
  };
}

describe("PDF rendering on a worker thread", () => {
  it("renders reports while this thread's event loop stays mostly idle", async () => {
    const report = await dogWalkerReport();
    const before = performance.eventLoopUtilization();
    const pdfs = await Promise.all([1, 2, 3].map(() => renderer.render({ report, trends: null })));
    const busy = performance.eventLoopUtilization(before).utilization;
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfToText(pdfs[0]!)).toContain("Dog walker scheduling");
    // Rendering here would keep this loop busy most of the time; on the worker it only passes messages.
    expect(busy).toBeLessThan(0.5);
  });

  it("rejects with the worker's error when a report cannot be rendered, and renders the next one", async () => {
    const broken = { ...(await dogWalkerReport()), opportunityScore: undefined } as unknown as ValidationReport;
    await expect(renderer.render({ report: broken, trends: null })).rejects.toThrow(/undefined|Cannot read/);
    const pdf = await renderer.render({ report: await dogWalkerReport(), trends: null });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives up on a render that outlasts its timeout", async () => {
    const hurried = createPdfRenderer({ timeoutMs: 1 });
    try {
      await expect(hurried.render({ report: await dogWalkerReport(), trends: null })).rejects.toThrow("Rendering the PDF took longer than 1 ms");
    } finally {
      await hurried.close();
    }
  });
});
