import type { CheckRow } from "./checks.ts";

const MARK: Readonly<Record<CheckRow["status"], string>> = { ok: "ok", warn: "WARN", fail: "FAIL", off: "off" };

/** A plain-text table, column widths from the content, long details wrapped inside their column. */
export function renderTable(rows: readonly CheckRow[]): string {
  const header = { area: "Check", name: "What", status: "Status", detail: "Detail", fix: "What to change" };
  const cells = [header, ...rows.map((r) => ({ area: r.area, name: r.name, status: MARK[r.status], detail: r.detail, fix: r.fix }))];
  const limit = { area: 8, name: 36, status: 6, detail: 60, fix: 44 } as const;
  const keys = ["area", "name", "status", "detail", "fix"] as const;
  const width = Object.fromEntries(keys.map((k) => [k, Math.min(limit[k], Math.max(...cells.map((c) => c[k].length)))])) as Record<(typeof keys)[number], number>;
  const lines: string[] = [];
  cells.forEach((cell, index) => {
    const wrapped = keys.map((k) => wrap(cell[k], width[k]));
    const height = Math.max(...wrapped.map((w) => w.length));
    for (let line = 0; line < height; line += 1) lines.push(keys.map((k, i) => (wrapped[i]![line] ?? "").padEnd(width[k])).join("  ").trimEnd());
    if (index === 0) lines.push(keys.map((k) => "-".repeat(width[k])).join("  "));
  });
  return lines.join("\n");
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = "";
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > width) {
      out.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line || out.length === 0) out.push(line);
  return out;
}
