import { describe, expect, it } from "vitest";
import { getGreeting } from "./greeting.ts";

describe("getGreeting", () => {
  it("greets by first name when the sign-in gave a name", () => {
    expect(getGreeting({ name: "Maya Chen", username: "maya.founder" })).toBe("Hi Maya, what's your business idea?");
  });

  it("falls back to the username, then to no name", () => {
    expect(getGreeting({ name: null, username: "maya.founder" })).toBe("Hi @maya.founder, what's your business idea?");
    expect(getGreeting({ name: " ", username: null })).toBe("Hi, what's your business idea?");
    expect(getGreeting(null)).toBe("Hi, what's your business idea?");
  });
});
