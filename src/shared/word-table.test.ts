import { describe, expect, it } from "vitest";
import { wordTable } from "./word-table.ts";

describe("a table keyed by words people write", () => {
  it("holds only its own words, never those a plain object inherits", () => {
    const table = wordTable({ landlords: "businesses" });
    expect(table.landlords).toBe("businesses");
    for (const word of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"]) expect(table[word]).toBeUndefined();
    expect(Object.isFrozen(table)).toBe(true);
  });
});
