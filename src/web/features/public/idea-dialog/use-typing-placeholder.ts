import { useEffect, useState } from "react";
import { DELETING_CHAR_MS, TYPING_CHAR_MS, TYPING_PAUSE_MS } from "./timing.ts";

interface Cursor {
  index: number;
  chars: number;
  deleting: boolean;
}

/** The next cursor and how long to wait before showing it. */
export function nextCursor({ cursor, examples }: { cursor: Cursor; examples: readonly string[] }): { cursor: Cursor; delayMs: number } {
  const length = examples[cursor.index]?.length ?? 0;
  if (!cursor.deleting && cursor.chars < length) return { cursor: { ...cursor, chars: cursor.chars + 1 }, delayMs: TYPING_CHAR_MS };
  if (!cursor.deleting) return { cursor: { ...cursor, deleting: true }, delayMs: TYPING_PAUSE_MS };
  if (cursor.chars > 0) return { cursor: { ...cursor, chars: cursor.chars - 1 }, delayMs: DELETING_CHAR_MS };
  return { cursor: { index: (cursor.index + 1) % examples.length, chars: 0, deleting: false }, delayMs: TYPING_CHAR_MS };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A placeholder that types each example (50 ms a character), pauses 2 s, deletes it (30 ms a
 * character) and moves to the next (SPEC 9). Runs only while `enabled`; with reduced motion it shows
 * each example whole, one after another.
 */
export function useTypingPlaceholder({ examples, enabled }: { examples: readonly string[]; enabled: boolean }): string {
  const [cursor, setCursor] = useState<Cursor>({ index: 0, chars: 0, deleting: false });
  const [still] = useState(prefersReducedMotion);

  useEffect(() => {
    if (!enabled || examples.length === 0) return;
    if (still) {
      const timer = setTimeout(() => setCursor((current) => ({ index: (current.index + 1) % examples.length, chars: 0, deleting: false })), TYPING_PAUSE_MS);
      return () => clearTimeout(timer);
    }
    const next = nextCursor({ cursor, examples });
    const timer = setTimeout(() => setCursor(next.cursor), next.delayMs);
    return () => clearTimeout(timer);
  }, [enabled, examples, cursor, still]);

  const example = examples[cursor.index] ?? "";
  return still ? example : example.slice(0, cursor.chars);
}
