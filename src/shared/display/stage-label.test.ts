import { describe, expect, it } from "vitest";
import { formatTimeRemaining, getStageLabel } from "./stage-label.ts";

describe("getStageLabel", () => {
  it.each([
    ["planning-profile", "Understanding your idea..."],
    ["profile-detection", "Understanding your idea..."],
    ["planning-queries", "Identifying research topics..."],
    ["research", "Researching market demand..."],
    ["analysis", "Analyzing community signals..."],
    ["synthesis", "Generating insights..."],
    ["completed", "Ready to review"],
    ["something-new", "Preparing validation…"],
  ])("%s reads %s", (stage, label) => {
    expect(getStageLabel(stage)).toBe(label);
  });

  it("reads the unknown label without a stage", () => {
    expect(getStageLabel(null)).toBe("Preparing validation…");
  });
});

describe("formatTimeRemaining", () => {
  it("rounds minutes up", () => {
    expect(formatTimeRemaining(61)).toBe("~2 min remaining");
    expect(formatTimeRemaining(60)).toBe("~1 min remaining");
  });

  it("is null without a positive estimate", () => {
    expect(formatTimeRemaining(0)).toBeNull();
    expect(formatTimeRemaining(null)).toBeNull();
  });
});
