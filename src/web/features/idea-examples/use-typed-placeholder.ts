import { useEffect, useState } from "react";

/** The placeholder's pace: typing 50 ms a character, a 2 s pause on the whole example, deleting 30 ms a character. */
export const TYPING_CHAR_MS = 50;
export const DELETING_CHAR_MS = 30;
export const TYPING_PAUSE_MS = 2000;

export interface Cursor {
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
 * A placeholder that types each example, pauses, deletes it and moves to the next. Runs only while
 * `enabled` (the field is empty) and carries on where it stopped; with reduced motion it shows each
 * example whole, one after another.
 */
export function useTypedPlaceholder({ examples, enabled }: { examples: readonly string[]; enabled: boolean }): string {
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
