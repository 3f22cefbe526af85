import { describe, expect, it } from "vitest";
import { getDisplayName } from "./display-name.ts";

describe("getDisplayName", () => {
  it("prefers the trimmed name", () => {
    expect(getDisplayName({ name: "  Ada Lovelace ", username: "ada", email: "ada@example.com" })).toBe("Ada Lovelace");
  });

  it("capitalises each word of a username with a space longer than 3 characters", () => {
    expect(getDisplayName({ name: "  ", username: "ada LOVELACE", email: null })).toBe("Ada Lovelace");
  });

  it("does not treat a short spaced username as a name", () => {
    expect(getDisplayName({ username: "a b", email: "x@example.com" })).toBe("a b");
  });

  it("splits the email local part on dot, underscore or hyphen when it gives two parts", () => {
    expect(getDisplayName({ username: null, email: "ada.lovelace@example.com" })).toBe("Ada Lovelace");
    expect(getDisplayName({ email: "grace_brewster-hopper@example.com" })).toBe("Grace Brewster Hopper");
  });

  it("falls back to the username, then the email, then User", () => {
    expect(getDisplayName({ username: "ada", email: "ada@example.com" })).toBe("ada");
    expect(getDisplayName({ username: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(getDisplayName({ username: null, email: null, name: null })).toBe("User");
    expect(getDisplayName(null)).toBe("User");
  });
});
