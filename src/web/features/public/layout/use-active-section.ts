import { useEffect, useState } from "react";
import { pickActiveSection, readingLine } from "./pick-active-section.ts";

/**
 * Which of the given landing sections the visitor is reading, updated as they scroll (at most once
 * per frame). Null while `enabled` is false (other pages) or between sections.
 */
export function useActiveSection({ ids, enabled, headerId }: { ids: readonly string[]; enabled: boolean; headerId: string }): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(",");

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = key.split(",").flatMap((id) => {
        const element = document.getElementById(id);
        if (!element) return [];
        const { top, bottom } = element.getBoundingClientRect();
        return [{ id, top, bottom }];
      });
      const headerHeight = document.getElementById(headerId)?.getBoundingClientRect().height ?? 0;
      setActive(pickActiveSection({ boxes, line: readingLine({ viewportHeight: window.innerHeight, headerHeight }) }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [enabled, key, headerId]);

  return active;
}
