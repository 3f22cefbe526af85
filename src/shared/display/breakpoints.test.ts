import { describe, expect, it } from "vitest";
import { getBreakpoint, isMobileWidth } from "./breakpoints.ts";

describe("getBreakpoint", () => {
  it.each([
    [0, "xs"],
    [375, "xs"],
    [639, "xs"],
    [640, "sm"],
    [767, "sm"],
    [768, "md"],
    [1023, "md"],
    [1024, "lg"],
    [1280, "xl"],
    [1535, "xl"],
    [1536, "2xl"],
    [2560, "2xl"],
  ])("%i px is %s", (width, name) => {
    expect(getBreakpoint(width)).toBe(name);
  });

  it("treats widths under 768 px as mobile", () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});
