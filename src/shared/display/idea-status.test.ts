import { describe, expect, it } from "vitest";
import { getStatusLabel, getStatusTone, isActiveStatus } from "./idea-status.ts";

describe("idea status display", () => {
  it("uses the library's pill labels", () => {
    expect(getStatusLabel("validating")).toBe("Processing");
    expect(getStatusLabel("completed")).toBe("Validated");
    expect(getStatusLabel("failed")).toBe("Failed");
    expect(getStatusLabel("live")).toBe("Live");
    expect(getStatusLabel("pending")).toBe("Pending");
    expect(getStatusLabel("archived")).toBe("Archived");
  });

  it("counts pending, processing and validating as in progress", () => {
    expect(["pending", "processing", "validating"].every(isActiveStatus)).toBe(true);
    expect(isActiveStatus("completed")).toBe(false);
    expect(isActiveStatus("failed")).toBe(false);
  });

  it("colours finished statuses by outcome", () => {
    expect(getStatusTone("completed")).toBe("green");
    expect(getStatusTone("failed")).toBe("red");
    expect(getStatusTone("processing")).toBe("blue");
  });
});
