// Runs on a worker thread (see pdf-renderer.ts): renders one report at a time as messages arrive,
// so the web process's event loop never waits on layout.
import { parentPort } from "node:worker_threads";
import { renderReportPdf } from "./render-report-pdf.ts";
import type { RenderJob, RenderOutcome } from "./pdf-renderer.ts";

if (!parentPort) throw new Error("pdf-worker.ts runs only as a worker thread");
const port = parentPort;

port.on("message", (job: RenderJob) => {
  renderReportPdf(job.input).then(
    (pdf) => port.postMessage({ id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) } satisfies RenderOutcome),
    (error: unknown) => {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id: job.id, error: { message, stack } } satisfies RenderOutcome);
    },
  );
});
