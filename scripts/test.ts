import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: static checks, a production build, then the unit and API tests and the browser
 * journeys side by side. Stops after the first stage with a failure.
 *
 * The unit tests keep both cores busy while the journeys mostly wait (on a page, a validation, a
 * poll), so running them together takes about as long as the journeys alone on a two-core machine.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs commands side by side (the static checks: each uses one core), printing each one's output once it ends; stops if any failed. */
async function runTogether(steps: ReadonlyArray<{ title: string; command: string; args: string[] }>): Promise<void> {
  const started = Date.now();
  console.log(`\n▶ ${steps.map((s) => s.title).join(" and ")}`);
  const results = await Promise.all(steps.map(({ title, command, args }) => new Promise<{ title: string; status: number | null; output: string; seconds: string }>((done) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => done({ title, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  })));
  for (const { title, status, output, seconds } of results) {
    if (output.trim()) console.log(output.trimEnd());
    console.log(status === 0 ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

// Each vitest run also writes a JSON summary, so the totals of every run can be printed at the end.
const summaries = mkdtempSync(join(tmpdir(), "greenlight-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** One vitest run of `projects`, its output streamed line by line behind `prefix`; resolves with its exit status. */
function vitest({ title, projects, prefix }: { title: string; projects: string[]; prefix: string }): Promise<number | null> {
  const outputFile = join(summaries, `${projects.join("-")}.json`);
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const args = ["run", ...projects.flatMap((project) => ["--project", project]), "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`];
  const child = spawn(bin("vitest"), args, { cwd: root, env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`${prefix} ${line}`));
  }
  return new Promise((done) => child.on("close", (status) => {
    if (existsSync(outputFile)) {
      const summary = JSON.parse(readFileSync(outputFile, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
      totals.passed += summary.numPassedTests;
      totals.failed += summary.numFailedTests;
      totals.skipped += summary.numPendingTests + summary.numTodoTests;
    }
    console.log(status === 0 ? `✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✖ ${title} failed`);
    done(status);
  }));
}

await runTogether([
  { title: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
  { title: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
]);
run("build the web client", bin("vite"), ["build", "--logLevel", "warn"]);
const runs = [vitest({ title: "unit and API tests", projects: ["unit", "pipeline"], prefix: "[unit]" })];
if (existsSync(CHROMIUM)) {
  runs.push(vitest({ title: "browser journeys (Chromium)", projects: ["e2e"], prefix: "[journeys]" }));
} else if (process.env.CI) {
  console.error(`✖ Chromium not found at ${CHROMIUM}; CI must install it (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\n⚠ Skipping browser journeys: no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
}
const statuses = await Promise.all(runs);

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed ?? 1);
