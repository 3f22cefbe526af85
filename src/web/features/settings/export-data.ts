import { request } from "../../lib/request.ts";

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
  const { name, file } = await request({
    url: "/api/export",
    failureMessage: () => "Failed to export data",
    read: async (response) => ({ name: exportFileName(response.headers.get("content-disposition")), file: await response.blob() }),
  });
  const url = URL.createObjectURL(file);
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
