import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as a reader's copy-paste would give it, read by Mozilla's pdf.js (an
 * independent PDF parser, installed from npm so the tests need nothing from the system). Lines
 * are kept as pdf.js reports them; compare with runs of whitespace collapsed.
 */
export async function pdfToText(pdf: Uint8Array): Promise<string> {
  const document = await openPdf(pdf);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(""));
    }
    return pages.join("\n\f\n");
  } finally {
    await document.destroy();
  }
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const document = await openPdf(pdf);
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

function openPdf(pdf: Uint8Array) {
  // Text extraction needs no glyph outlines, so pdf.js's font warnings are noise here (verbosity 0).
  return getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
}
