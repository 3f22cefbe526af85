import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReportFixture } from "../helpers/seed-report.ts";
import { DOG_WALKER_SECTIONS } from "../helpers/report-sections-fixture.ts";
import { reportBodySchema } from "../../src/shared/contracts/report.ts";

const STORED = join(import.meta.dirname, "..", "fixtures", "reports", "dog-walker-with-sources.json");

describe("the report contract's landscape and case against", () => {
  it("still parses a report stored before either existed, without inventing them", async () => {
    const stored = JSON.parse(await readFile(STORED, "utf8")) as Record<string, unknown>;
    expect(stored).not.toHaveProperty("competitorLandscape");
    const parsed = reportBodySchema.parse(stored);
    expect(parsed.competitorLandscape).toBeUndefined();
    expect(parsed.caseAgainst).toBeUndefined();
  });

  it("keeps both sections of a new report as written", async () => {
    const report = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS };
    const parsed = reportBodySchema.parse(JSON.parse(JSON.stringify(report)));
    expect(parsed.competitorLandscape).toEqual(report.competitorLandscape);
    expect(parsed.caseAgainst).toEqual(report.caseAgainst);
  });

  it("refuses a competitor found some way the contract does not name, and a case against without its summary", async () => {
    const report = { ...(await readReportFixture("dog-walker-with-sources.json")), ...DOG_WALKER_SECTIONS };
    const badCompetitor = { ...report.competitorLandscape!.competitors[0]!, foundAs: "model-memory" };
    expect(reportBodySchema.safeParse({ ...report, competitorLandscape: { ...report.competitorLandscape, competitors: [badCompetitor] } }).success).toBe(false);
    const { summary: _summary, ...noSummary } = report.caseAgainst!;
    expect(reportBodySchema.safeParse({ ...report, caseAgainst: noSummary }).success).toBe(false);
  });
});
