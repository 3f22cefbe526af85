import { describe, expect, it } from "vitest";
import { getNextSteps } from "./next-steps.ts";

describe("getNextSteps", () => {
  it("strong-go: MVP prototype, fundraising and the two validation steps", () => {
    expect(getNextSteps("strong-go")).toEqual({
      intro: "Your idea scored GO. Move forward:",
      steps: [
        "Build an MVP prototype",
        "Start fundraising preparation",
        "Validate with 5-10 target users",
        "Refine the value proposition from feedback",
      ],
    });
  });

  it("go: an MVP plus the two validation steps", () => {
    expect(getNextSteps("go")).toEqual({
      intro: "Promising idea. Validate:",
      steps: ["Build an MVP", "Validate with 5-10 target users", "Refine the value proposition from feedback"],
    });
  });

  it("caution: risks and deep research first, then validation", () => {
    expect(getNextSteps("caution")).toEqual({
      intro: "Address risks:",
      steps: [
        "Address identified risks",
        "Conduct deep market research",
        "Validate with 5-10 target users",
        "Refine the value proposition from feedback",
      ],
    });
  });

  it("no-go: alternative markets and pivots", () => {
    expect(getNextSteps("no-go")).toEqual({ intro: "Consider alternatives:", steps: ["Explore alternative markets", "Consider pivots"] });
  });

  it("gives no advice for a value SPEC does not name", () => {
    expect(getNextSteps("maybe")).toBeNull();
    expect(getNextSteps(undefined)).toBeNull();
    expect(getNextSteps("toString")).toBeNull();
  });
});
