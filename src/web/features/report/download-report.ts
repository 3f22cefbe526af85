import { HttpError, parseApiError } from "../../lib/http-error.ts";

function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? "validation-report.pdf";
}

/**
 * Fetches the server-made PDF and saves it. Going through fetch (not a plain link) keeps the
 * reader on the report when the download fails, so the failure can be told in a toast.
 */
export async function downloadReportPdf({ url, keyword }: { url: string; keyword: string | null }): Promise<string> {
  const response = await fetch(keyword ? `${url}?keyword=${encodeURIComponent(keyword)}` : url, { credentials: "include" });
  if (!response.ok) {
    const apiError = parseApiError(await response.text());
    throw new HttpError({
      status: response.status,
      message: apiError?.error ?? `${response.status}: ${response.statusText}`,
      serverError: apiError?.error,
    });
  }
  const fileName = fileNameFrom(response.headers.get("content-disposition"));
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  return fileName;
}
