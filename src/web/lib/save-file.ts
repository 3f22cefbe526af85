/** The file name the server suggests in Content-Disposition, or `fallback`. */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? "");
  return match?.[1] ?? fallback;
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveFile({ file, fileName }: { file: Blob; fileName: string }): void {
  const objectUrl = URL.createObjectURL(file);
  try {
    const anchor = document.createElement("a");
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = "noopener";
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The browser has taken the file once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
