import { describe, expect, it } from "vitest";
import { stageElapsedMs, stageStepTitle } from "./stage-steps.ts";

describe("stage steps", () => {
  it("names each stage and keeps unknown names as they are", () => {
    expect(stageStepTitle("research")).toBe("Market research");
    expect(stageStepTitle("mystery")).toBe("mystery");
  });

  it("measures a running stage against now and a finished one by its duration", () => {
    const now = Date.parse("2025-01-01T00:01:00Z");
    expect(stageElapsedMs({ state: "running", startedAt: "2025-01-01T00:00:30Z", durationMs: 1000 }, now)).toBe(30_000);
    expect(stageElapsedMs({ state: "done", startedAt: "2025-01-01T00:00:00Z", durationMs: 4200 }, now)).toBe(4200);
    expect(stageElapsedMs({ state: "pending", startedAt: null, durationMs: null }, now)).toBeNull();
  });
});
