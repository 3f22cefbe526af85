import { describe, expect, it } from "vitest";
import { getSecondaryLine } from "./secondary-line.ts";

describe("getSecondaryLine", () => {
  it("shows @username when username and email both exist and differ", () => {
    expect(getSecondaryLine({ username: "ada", email: "ada@example.com" })).toBe("@ada");
  });

  it("shows the email when the username equals it", () => {
    expect(getSecondaryLine({ username: "ada@example.com", email: "ada@example.com" })).toBe("ada@example.com");
  });

  it("shows whichever of email or username exists", () => {
    expect(getSecondaryLine({ username: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(getSecondaryLine({ username: "ada", email: null })).toBe("ada");
    expect(getSecondaryLine(undefined)).toBe("");
  });
});
