import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { textareaMaxHeight } from "./textarea-size.ts";

function currentMaxHeight(): number {
  return textareaMaxHeight({ windowWidth: window.innerWidth, windowHeight: window.innerHeight });
}

/** Grows the textarea with its text up to the maximum height, then scrolls inside it. */
export function useAutosizeTextarea(ref: RefObject<HTMLTextAreaElement | null>, value: string): number {
  const [maxHeight, setMaxHeight] = useState(currentMaxHeight);

  useEffect(() => {
    const update = () => setMaxHeight(currentMaxHeight());
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    const height = Math.min(element.scrollHeight, maxHeight);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > maxHeight ? "auto" : "hidden";
  }, [ref, value, maxHeight]);

  return maxHeight;
}
