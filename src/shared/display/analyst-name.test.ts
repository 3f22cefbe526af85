import { describe, expect, it } from "vitest";
import { analystName } from "./analyst-name.ts";

describe("analystName", () => {
  it("names the analyst without a model in words, and a model by its own name", () => {
    // The name the text analyst's reports are stored under (TEXT_ANALYST in src/pipeline/analysts/text-analyst).
    expect(analystName("offline-analyst")).toBe("Greenlight's text analyst (no model)");
    expect(analystName("claude-sonnet-4-5")).toBe("claude-sonnet-4-5");
  });
});
