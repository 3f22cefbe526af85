// bench/api: an authenticated GET /api/ideas (50 ideas) at 50 connections, next to a bare
// node:http server answering the same JSON from memory. Target: Greenlight p99 under 50 ms.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function startChild(script: string, args: string[] = []): Promise<{ child: ChildProcess; info: { port: number; cookie?: string } }> {
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
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
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
  api.child.kill("SIGTERM");
  const bare = await startChild("bare-server.ts", [bodyFile]);
  const baseline = await measure(`http://127.0.0.1:${bare.info.port}/`, {});
  bare.child.kill("SIGTERM");

  const database = process.env.DATABASE_URL ? "PostgreSQL server" : "embedded PGlite";
  console.log(`\nbench/api: GET /api/ideas, 50 ideas (${(body.length / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${database}`);
  console.log("server              req/s     p50 ms   p99 ms");
  console.log(`Greenlight API   ${greenlight.rps.toFixed(0).padStart(8)} ${String(greenlight.p50).padStart(9)} ${String(greenlight.p99).padStart(8)}`);
  console.log(`bare node:http   ${baseline.rps.toFixed(0).padStart(8)} ${String(baseline.p50).padStart(9)} ${String(baseline.p99).padStart(8)}`);
  console.log(`ratio (bare / Greenlight req/s): ${(baseline.rps / greenlight.rps).toFixed(2)}x`);
  console.log(`target p99 < 50 ms: ${greenlight.p99 < 50 ? "met" : "NOT met"} (${greenlight.p99} ms)`);
} finally {
  api.child.kill("SIGTERM");
}
