export interface SectionBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The section under the reading line (a horizontal line `line` px from the viewport top), or null
 * when the line falls between or outside the sections. Boxes are viewport-relative, as
 * getBoundingClientRect gives them.
 */
export function pickActiveSection({ boxes, line }: { boxes: readonly SectionBox[]; line: number }): string | null {
  for (const box of boxes) {
    if (box.top <= line && box.bottom > line) return box.id;
  }
  return null;
}

/** Where the reading line sits: below the sticky header, a third of the way down what remains. */
export function readingLine({ viewportHeight, headerHeight }: { viewportHeight: number; headerHeight: number }): number {
  return headerHeight + (viewportHeight - headerHeight) / 3;
}
