import { HttpError, parseApiError } from "../../lib/http-error.ts";

const FALLBACK_NAME = "greenlight-export.json";

/** The file name the server suggests in Content-Disposition, or a plain default. */
export function exportFileName(contentDisposition: string | null): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * Downloads GET /api/export as a file. Fetched rather than linked so a failure (signed out, rate
 * limited) becomes a toast instead of a page of JSON.
 */
export async function downloadExport(): Promise<string> {
  const response = await fetch("/api/export", { credentials: "include" });
  if (!response.ok) {
    const apiError = parseApiError(await response.text());
    throw new HttpError({ status: response.status, message: "Failed to export data", code: apiError?.code, serverError: apiError?.error });
  }
  const name = exportFileName(response.headers.get("content-disposition"));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
