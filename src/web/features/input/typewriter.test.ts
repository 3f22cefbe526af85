import { describe, expect, it } from "vitest";
import { DELETE_MS, nextTypewriterStep, PAUSE_MS, TYPE_MS, TYPEWRITER_START, typewriterText, type TypewriterState } from "./typewriter.ts";

const examples = ["ab", "xyz"];

function run(steps: number): Array<{ text: string; delayMs: number }> {
  let state: TypewriterState = TYPEWRITER_START;
  const seen: Array<{ text: string; delayMs: number }> = [];
  for (let index = 0; index < steps; index += 1) {
    const next = nextTypewriterStep(state, examples);
    state = next.state;
    seen.push({ text: typewriterText(state, examples), delayMs: next.delayMs });
  }
  return seen;
}

describe("rotating typed placeholder", () => {
  it("types at 50 ms a character, pauses 2 s, deletes at 30 ms, then types the next example", () => {
    expect(run(8)).toEqual([
      { text: "a", delayMs: TYPE_MS },
      { text: "ab", delayMs: TYPE_MS },
      { text: "ab", delayMs: PAUSE_MS },
      { text: "ab", delayMs: DELETE_MS },
      { text: "a", delayMs: DELETE_MS },
      { text: "", delayMs: DELETE_MS },
      { text: "", delayMs: TYPE_MS },
      { text: "x", delayMs: TYPE_MS },
    ]);
  });

  it("wraps around to the first example", () => {
    const state = nextTypewriterStep({ exampleIndex: 1, length: 0, phase: "deleting" }, examples).state;
    expect(state).toEqual({ exampleIndex: 0, length: 0, phase: "typing" });
  });
});
