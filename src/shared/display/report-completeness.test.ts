import { describe, expect, it } from "vitest";
import { isCompleteReport } from "./report-completeness.ts";

const score = { value: 5, confidence: 0.5, reasoning: "", evidence: [] };
const base = { ideaId: "x", opportunityScore: score, problemScore: score };

describe("isCompleteReport", () => {
  it("accepts a report with ideaId, opportunityScore and problemScore", () => {
    expect(isCompleteReport(base)).toBe(true);
  });

  it.each(["ideaId", "opportunityScore", "problemScore"])("rejects a report without %s", (field) => {
    expect(isCompleteReport({ ...base, [field]: undefined })).toBe(false);
    expect(isCompleteReport({ ...base, [field]: null })).toBe(false);
  });

  it("rejects non-objects", () => {
    expect(isCompleteReport(null)).toBe(false);
    expect(isCompleteReport("report")).toBe(false);
  });
});
