import { describe, expect, it } from "vitest";
import { nextCursor } from "./use-typed-placeholder.ts";

const examples = ["ab", "c"];

describe("the typing placeholder", () => {
  it("types a character every 50 ms, pauses 2 s, deletes one every 30 ms, then moves to the next example", () => {
    const steps: Array<[string, number]> = [];
    let cursor = { index: 0, chars: 0, deleting: false };
    for (let i = 0; i < 9; i += 1) {
      const next = nextCursor({ cursor, examples });
      cursor = next.cursor;
      steps.push([(examples[cursor.index] ?? "").slice(0, cursor.chars), next.delayMs]);
    }
    expect(steps).toEqual([
      ["a", 50], ["ab", 50], // typing
      ["ab", 2000], // pause, then start deleting
      ["a", 30], ["", 30], // deleting
      ["", 50], // next example
      ["c", 50], ["c", 2000], ["", 30],
    ]);
  });

  it("wraps around to the first example", () => {
    expect(nextCursor({ cursor: { index: 1, chars: 0, deleting: true }, examples }).cursor).toEqual({ index: 0, chars: 0, deleting: false });
  });
});
