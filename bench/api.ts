// bench/api: an authenticated GET /api/ideas (50 ideas) at 50 connections, next to a bare
// node:http server answering the same JSON from memory. Target: Greenlight p99 under 50 ms.
// Then the same GET again while report PDFs render in a loop beside it (two at a time), which
// must leave its p99 about where it was: rendering happens off the event loop.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface ServerInfo { port: number; cookie?: string; pdfs?: Array<{ path: string; cookie: string }> }

async function startChild(script: string, args: string[] = []): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, script), ...args], { stdio: ["ignore", "pipe", "inherit"], env: process.env });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, info: JSON.parse(first) };
}

async function measure(url: string, headers: Record<string, string>) {
  // A short warm-up so JIT compilation and connection setup do not count.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // A request unanswered after autocannon's 10 s is a stall worth showing, not a broken benchmark.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, timeouts: result.timeouts };
}

/** Downloads PDFs `parallel` at a time, round the founders, until stopped; any answer but a PDF is an error. */
function renderPdfsInLoop({ port, pdfs, parallel }: { port: number; pdfs: Array<{ path: string; cookie: string }>; parallel: number }) {
  let running = true;
  let rendered = 0;
  let next = 0;
  const loop = async () => {
    while (running) {
      const target = pdfs[next++ % pdfs.length]!;
      const response = await fetch(`http://127.0.0.1:${port}${target.path}`, { headers: { cookie: target.cookie } });
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200 || new TextDecoder().decode(body.subarray(0, 5)) !== "%PDF-") throw new Error(`PDF download answered ${response.status}`);
      rendered += 1;
    }
  };
  const loops = Array.from({ length: parallel }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return rendered;
    },
  };
}

const api = await startChild("api-server.ts");
const url = `http://127.0.0.1:${api.info.port}/api/ideas`;
const headers = { cookie: api.info.cookie ?? "" };
const sample = await fetch(url, { headers });
const body = await sample.text();
if (!sample.ok || (JSON.parse(body) as unknown[]).length !== 50) throw new Error(`unexpected answer: ${sample.status}`);
const bodyFile = join(tmpdir(), `greenlight-bench-${process.pid}.json`);
writeFileSync(bodyFile, body);

try {
  const greenlight = await measure(url, headers);
  const pdfLoop = renderPdfsInLoop({ port: api.info.port, pdfs: api.info.pdfs ?? [], parallel: 2 });
  const started = Date.now();
  const besidePdfs = await measure(url, headers);
  const pdfsRendered = await pdfLoop.stop();
  const pdfSeconds = (Date.now() - started) / 1000;
  api.child.kill("SIGTERM");
  const bare = await startChild("bare-server.ts", [bodyFile]);
  const baseline = await measure(`http://127.0.0.1:${bare.info.port}/`, {});
  bare.child.kill("SIGTERM");

  const database = process.env.DATABASE_URL ? "PostgreSQL server" : "embedded PGlite";
  console.log(`\nbench/api: GET /api/ideas, 50 ideas (${(body.length / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${database}`);
  console.log("server              req/s     p50 ms   p99 ms");
  console.log(`Greenlight API   ${greenlight.rps.toFixed(0).padStart(8)} ${String(greenlight.p50).padStart(9)} ${String(greenlight.p99).padStart(8)}`);
  console.log(`bare node:http   ${baseline.rps.toFixed(0).padStart(8)} ${String(baseline.p50).padStart(9)} ${String(baseline.p99).padStart(8)}`);
  console.log(`while PDFs render${besidePdfs.rps.toFixed(0).padStart(7)} ${String(besidePdfs.p50).padStart(9)} ${String(besidePdfs.p99).padStart(8)}`);
  console.log(`GET /api/ideas p99: ${greenlight.p99} ms alone, ${besidePdfs.p99} ms while ${pdfsRendered} PDFs rendered beside it (${(pdfsRendered / pdfSeconds).toFixed(1)}/s)`
    + `; requests unanswered after 10 s: ${greenlight.timeouts} alone, ${besidePdfs.timeouts} beside PDFs`);
  console.log(`ratio (bare / Greenlight req/s): ${(baseline.rps / greenlight.rps).toFixed(2)}x`);
  console.log(`target p99 < 50 ms: ${greenlight.p99 < 50 ? "met" : "NOT met"} (${greenlight.p99} ms)`);
} finally {
  api.child.kill("SIGTERM");
}
