import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: static checks, unit and API tests, then a production build and the browser journeys.
 * Stops at the first failing step.
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

run("typecheck", bin("tsc"), ["--noEmit"]);
run("lint", bin("eslint"), [".", "--max-warnings=0"]);
run("unit and API tests", bin("vitest"), ["run", "--project", "unit"]);
run("build the web client", bin("vite"), ["build", "--logLevel", "warn"]);
if (existsSync(CHROMIUM)) {
  run("browser journeys (Chromium)", bin("vitest"), ["run", "--project", "e2e"]);
} else if (process.env.CI) {
  console.error(`✖ Chromium not found at ${CHROMIUM}; CI must install it (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\n⚠ Skipping browser journeys: no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
}
