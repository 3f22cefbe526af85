import { useEffect, useState } from "react";
import { nextTypewriterStep, TYPEWRITER_START, typewriterText, type TypewriterState } from "./typewriter.ts";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * SPEC 2.4: the textarea's placeholder types out example ideas in turn. It runs only while
 * `active` (the textarea is empty); with reduced motion it shows the first example whole.
 */
export function useTypedPlaceholder(examples: readonly string[], active: boolean): string {
  const [state, setState] = useState<TypewriterState>(TYPEWRITER_START);
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(() => {
    if (!active || reducedMotion || examples.length === 0) return;
    let current = state;
    let timer: ReturnType<typeof setTimeout>;
    const tick = (delay: number) => {
      timer = setTimeout(() => {
        const next = nextTypewriterStep(current, examples);
        current = next.state;
        setState(current);
        tick(next.delayMs);
      }, delay);
    };
    tick(0);
    return () => clearTimeout(timer);
    // `state` is read once per activation on purpose: the ticks carry it on from there.
  }, [active, reducedMotion, examples]);

  if (reducedMotion) return examples[0] ?? "";
  return typewriterText(state, examples);
}
