import { spawnSync } from "node:child_process";

/**
 * The text of a PDF as a reader's copy-paste would give it, from poppler's `pdftotext` (Debian
 * package poppler-utils), so tests read the PDF with a real, independent PDF parser.
 */
export function pdfToText(pdf: Uint8Array): string {
  const result = spawnSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    throw new Error(`pdftotext is needed to read PDFs in tests (apt-get install poppler-utils): ${result.error.message}`);
  }
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString("utf8");
}

/** Page count from poppler's `pdfinfo`. */
export function pdfPageCount(pdf: Uint8Array): number {
  const result = spawnSync("pdfinfo", ["-"], { input: pdf });
  const match = /^Pages:\s+(\d+)/m.exec(result.stdout?.toString() ?? "");
  if (!match) throw new Error(`pdfinfo could not read the PDF: ${result.stderr?.toString() ?? result.error?.message}`);
  return Number(match[1]);
}
