import { describe, expect, it } from "vitest";
import { getInitials } from "./initials.ts";

describe("getInitials", () => {
  it("takes the first letters of the first two parts", () => {
    expect(getInitials({ username: "ada lovelace" })).toBe("AL");
    expect(getInitials({ username: "grace.brewster_hopper" })).toBe("GB");
    expect(getInitials({ username: "x-y" })).toBe("XY");
  });

  it("takes the first two letters of a single part", () => {
    expect(getInitials({ username: "ada" })).toBe("AD");
  });

  it("takes the one letter of a single-letter part", () => {
    expect(getInitials({ username: "a" })).toBe("A");
  });

  it("uses the email local part when there is no username", () => {
    expect(getInitials({ username: null, email: "jane.doe@example.com" })).toBe("JD");
  });

  it("prefers the person's name to their username", () => {
    expect(getInitials({ name: "Maya Chen", username: "maya.founder" })).toBe("MC");
    expect(getInitials({ name: "  ", username: "maya.founder" })).toBe("MF");
  });

  it("falls back to U", () => {
    expect(getInitials({ username: null, email: null })).toBe("U");
    expect(getInitials({ username: " . " })).toBe("U");
    expect(getInitials(null)).toBe("U");
  });
});
