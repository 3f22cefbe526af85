import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: static checks and a production build beside the unit and API tests, then the browser
 * journeys, which run only when all of those passed.
 *
 * Each vitest run already keeps both cores busy with two files at a time; run side by side, the unit
 * tests and the journeys took longer together than one after the other (decision 024).
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Runs one command, its output streamed line by line behind `[prefix]` so commands run side by side
 * stay readable; resolves with its exit status once it ends, having said how long it took.
 */
function step({ title, command, args, prefix }: { title: string; command: string; args: string[]; prefix: string }): Promise<number | null> {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const child = spawn(command, args, { cwd: root, env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${prefix}] ${line}`));
  }
  return new Promise((done) => child.on("close", (status) => {
    console.log(status === 0 ? `✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✖ ${title} failed`);
    done(status);
  }));
}

/** Stops `npm test` with the first failed status among steps that ran together. */
function stopIfFailed(statuses: ReadonlyArray<number | null>): void {
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

// Each vitest run also writes a JSON summary, so the totals of every run can be printed at the end.
const summaries = mkdtempSync(join(tmpdir(), "greenlight-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** One vitest run of `projects`, its totals added to the summary printed at the end. */
async function vitest({ title, projects, prefix }: { title: string; projects: string[]; prefix: string }): Promise<number | null> {
  const outputFile = join(summaries, `${projects.join("-")}.json`);
  const args = ["run", ...projects.flatMap((project) => ["--project", project]), "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`];
  const status = await step({ title, command: bin("vitest"), args, prefix });
  if (existsSync(outputFile)) {
    const summary = JSON.parse(readFileSync(outputFile, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
  return status;
}

// The journeys need Chromium: CI installs it; elsewhere they are skipped, saying so.
const chromium = existsSync(CHROMIUM);
if (!chromium && process.env.CI) {
  console.error(`✖ Chromium not found at ${CHROMIUM}; CI must install it (apt-get install chromium).`);
  process.exit(1);
}
// The unit tests spend a quarter of their time waiting (on PostgreSQL, child processes), which the
// static checks and the build fill: they run beside them. No unit test reads the build.
const checks = (async () => {
  const statuses = await Promise.all([
    step({ title: "typecheck", command: bin("tsc"), args: ["--noEmit"], prefix: "typecheck" }),
    step({ title: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"], prefix: "lint" }),
  ]);
  return [...statuses, await step({ title: "build the web client", command: bin("vite"), args: ["build", "--logLevel", "warn"], prefix: "build" })];
})();
const [checked, unit] = await Promise.all([checks, vitest({ title: "unit and API tests", projects: ["unit", "pipeline"], prefix: "unit" })]);
const statuses = [...checked, unit];
if (!statuses.some((status) => status !== 0) && chromium) statuses.push(await vitest({ title: "browser journeys (Chromium)", projects: ["e2e"], prefix: "journeys" }));
if (!chromium) console.warn(`\n⚠ Skipped the browser journeys: no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
stopIfFailed(statuses);
