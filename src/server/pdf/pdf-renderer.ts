import { Worker } from "node:worker_threads";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import type { KeywordTrends } from "../../shared/contracts/trends.ts";

export interface RenderInput {
  report: ValidationReport;
  trends: KeywordTrends | null;
  now?: Date;
}
export interface RenderJob { id: number; input: RenderInput }
export type RenderOutcome = { id: number; pdf: Uint8Array } | { id: number; error: { message: string; stack?: string | undefined } };

/** Far beyond any real report (a first render takes well under a second); a render past it is stuck. */
export const RENDER_TIMEOUT_MS = 30_000;

export interface PdfRenderer {
  render(input: RenderInput): Promise<Buffer>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Renders report PDFs on one long-lived worker thread (docs/decisions/014-pdf-rendering-on-a-worker-thread.md):
 * layout takes hundreds of milliseconds of CPU, which on the web process's event loop would hold up
 * every other request. The worker starts with the first render and is started again if it dies;
 * a render that fails rejects with the worker's error, one that outlasts `timeoutMs` stops the
 * worker (and with it whatever it was rendering) and rejects.
 */
export function createPdfRenderer({ timeoutMs = RENDER_TIMEOUT_MS }: { timeoutMs?: number } = {}): PdfRenderer {
  let current: { worker: Worker; pending: Map<number, Pending> } | null = null;
  let nextId = 0;

  function start() {
    const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url));
    // An idle renderer must not keep the process alive once the server has closed.
    worker.unref();
    const pending = new Map<number, Pending>();
    const failAll = (error: Error) => {
      if (current?.worker === worker) current = null;
      for (const job of pending.values()) {
        clearTimeout(job.timer);
        job.reject(error);
      }
      pending.clear();
    };
    worker.on("message", (outcome: RenderOutcome) => {
      const job = pending.get(outcome.id);
      if (!job) return;
      pending.delete(outcome.id);
      clearTimeout(job.timer);
      if ("pdf" in outcome) job.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
      else job.reject(Object.assign(new Error(outcome.error.message), { stack: outcome.error.stack }));
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`The PDF renderer stopped (exit code ${code})`)));
    return { worker, pending };
  }

  return {
    render(input) {
      const running = current ?? (current = start());
      const id = (nextId += 1);
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`Rendering the PDF took longer than ${timeoutMs} ms`));
          running.pending.delete(id);
          if (current === running) current = null;
          void running.worker.terminate();
        }, timeoutMs);
        running.pending.set(id, { resolve, reject, timer });
        running.worker.postMessage({ id, input } satisfies RenderJob);
      });
    },
    async close() {
      const running = current;
      current = null;
      if (running) await running.worker.terminate();
    },
  };
}
