// bench/startup: how long `npm start` takes, once the client is built, to serve the landing page
// on a fresh embedded database and again on the existing one. Target: under 5 seconds.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildClientIfStale } from "../scripts/build-if-stale.ts";

buildClientIfStale();
const dataDir = await mkdtemp(join(tmpdir(), "greenlight-startup-"));
const port = 5400 + Math.floor(Math.random() * 500);

async function timeToLanding(label: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(import.meta.dirname, "..", "scripts", "start.ts")], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok && (await response.text()).includes("<div id=\"root\"")) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`${label}: the server exited with ${child.exitCode}`);
      await sleep(25);
    }
    return performance.now() - started;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

try {
  const fresh = await timeToLanding("fresh database");
  const again = await timeToLanding("existing database");
  console.log("\nbench/startup: npm start until the landing page is served (client already built)");
  console.log(`fresh embedded database:    ${(fresh / 1000).toFixed(2)} s`);
  console.log(`existing embedded database: ${(again / 1000).toFixed(2)} s`);
  // The very first start also creates the embedded database (initdb, migrations, queue schema).
  console.log(`target < 5 s, existing database: ${again < 5000 ? "met" : "NOT met"}`);
  console.log(`target < 5 s, first start creating the database: ${fresh < 5000 ? "met" : "NOT met"}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
