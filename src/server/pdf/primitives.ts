import { createElement as h, type ReactElement, type ReactNode } from "react";
import { Link, Text, View } from "@react-pdf/renderer";
import type { Styles } from "@react-pdf/renderer";
import { getSafeExternalUrl } from "../../shared/display/safe-url.ts";
import type { Tone } from "../../shared/display/tone.ts";
import { breakLongWords, toPdfText } from "./pdf-text.ts";
import { styles, TONE_COLORS } from "./styles.ts";

type Style = Styles[string];

// The server runs TypeScript without a JSX transform, so the document is built with createElement.

/** Report text is untrusted and drawn as literal text only; nothing in it is interpreted. */
export function text(value: string | number | null | undefined, style?: Style | Style[]): ReactElement {
  return h(Text, { style }, toPdfText(value === null || value === undefined ? "" : String(value)));
}

export function heading(value: string, level: 2 | 3 | 4 = 3): ReactElement {
  const style = level === 2 ? styles.h2 : level === 3 ? styles.h3 : styles.h4;
  // minPresenceAhead keeps a heading from being stranded at the foot of a page.
  return h(Text, { style, minPresenceAhead: 100 }, toPdfText(value));
}

/**
 * Keeps a heading on the same page as the start of what it introduces (react-pdf's
 * minPresenceAhead alone does not stop a heading from being stranded at the foot of a page).
 */
export function keepTogether(...children: ReadonlyArray<ReactElement | null>): ReactElement {
  return h(View, { wrap: false }, ...children);
}

export function paragraph(value: string | null | undefined, style?: Style): ReactElement | null {
  if (!value?.trim()) return null;
  return text(value, style ? [styles.paragraph, style] : styles.paragraph);
}

/** A bulleted or numbered list; an empty list says so instead of leaving a gap. */
export function list({ items, numbered = false, empty = "None identified." }: {
  items: readonly ReactNode[]; numbered?: boolean; empty?: string;
}): ReactElement {
  if (items.length === 0) return text(empty, [styles.paragraph, styles.muted]);
  return h(View, null, items.map((item, index) => h(View, { key: index, style: styles.listItem, wrap: false },
    h(Text, { style: styles.listMarker }, numbered ? `${index + 1}.` : "•"),
    h(View, { style: styles.listText }, typeof item === "string" ? text(item) : item),
  )));
}

export function keyValues(rows: ReadonlyArray<readonly [string, string]>): ReactElement {
  return h(View, { style: styles.table }, rows.map(([key, value], index) => h(View, { key: index, style: styles.tableRow, wrap: false },
    text(key, [styles.cell, styles.bold]),
    text(value, styles.cellWide),
  )));
}

export function table({ head, rows }: { head: readonly string[]; rows: ReadonlyArray<readonly string[]> }): ReactElement {
  return h(View, { style: styles.table },
    h(View, { style: [styles.tableRow, styles.tableHead], fixed: true },
      head.map((cell, index) => h(Text, { key: index, style: index === 0 ? styles.cellWide : styles.cell }, toPdfText(cell)))),
    rows.map((row, rowIndex) => h(View, { key: rowIndex, style: styles.tableRow, wrap: false },
      row.map((cell, index) => h(Text, { key: index, style: index === 0 ? styles.cellWide : styles.cell }, toPdfText(cell))))),
  );
}

export function bar({ percent, tone }: { percent: number; tone: Tone }): ReactElement {
  const width = `${Math.min(100, Math.max(0, percent))}%`;
  return h(View, { style: styles.barTrack }, h(View, { style: [styles.barFill, { width, backgroundColor: TONE_COLORS[tone] }] }));
}

/** A URL as text, linked only when it is http(s); any other scheme is printed, never made clickable. */
export function url(value: string): ReactElement {
  const safe = getSafeExternalUrl(value);
  const shown = toPdfText(safe ?? value);
  if (!safe) return h(Text, { style: styles.small, hyphenationCallback: breakLongWords }, `${shown} (not linked)`);
  return h(Link, { src: safe, style: styles.link }, h(Text, { hyphenationCallback: breakLongWords }, shown));
}
