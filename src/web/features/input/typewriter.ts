/** SPEC 9 placeholder timings: typing 50 ms per character, deleting 30 ms, a 2000 ms pause. */
export const TYPE_MS = 50;
export const DELETE_MS = 30;
export const PAUSE_MS = 2000;

export interface TypewriterState {
  exampleIndex: number;
  /** Characters of the current example shown. */
  length: number;
  phase: "typing" | "pausing" | "deleting";
}

export const TYPEWRITER_START: TypewriterState = { exampleIndex: 0, length: 0, phase: "typing" };

/**
 * One tick of the rotating placeholder: type the example out, pause on it, delete it, move to the
 * next. Answers the next state and how long to wait before the tick after it.
 */
export function nextTypewriterStep(state: TypewriterState, examples: readonly string[]): { state: TypewriterState; delayMs: number } {
  const example = examples[state.exampleIndex % examples.length] ?? "";
  if (state.phase === "typing") {
    if (state.length < example.length) return { state: { ...state, length: state.length + 1 }, delayMs: TYPE_MS };
    return { state: { ...state, phase: "pausing" }, delayMs: PAUSE_MS };
  }
  if (state.phase === "pausing") return { state: { ...state, phase: "deleting" }, delayMs: DELETE_MS };
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: DELETE_MS };
  return { state: { exampleIndex: (state.exampleIndex + 1) % examples.length, length: 0, phase: "typing" }, delayMs: TYPE_MS };
}

export function typewriterText(state: TypewriterState, examples: readonly string[]): string {
  return (examples[state.exampleIndex % examples.length] ?? "").slice(0, state.length);
}
