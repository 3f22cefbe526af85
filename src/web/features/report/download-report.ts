import { request } from "../../lib/request.ts";

function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? "validation-report.pdf";
}

/**
 * Fetches the server-made PDF and saves it. Going through a request (not a plain link) keeps the
 * reader on the report when the download fails, so the failure can be told in a toast.
 */
export async function downloadReportPdf({ url, keyword }: { url: string; keyword: string | null }): Promise<string> {
  const { fileName, file } = await request({
    // The owner's address may already name a version (?version=N).
    url: keyword ? `${url}${url.includes("?") ? "&" : "?"}keyword=${encodeURIComponent(keyword)}` : url,
    read: async (response) => ({ fileName: fileNameFrom(response.headers.get("content-disposition")), file: await response.blob() }),
  });
  const objectUrl = URL.createObjectURL(file);
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
