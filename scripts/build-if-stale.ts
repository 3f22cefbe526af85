import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_INPUTS = ["src/web", "src/shared", "index.html", "vite.config.ts", "package-lock.json", "public", "scripts/prerender", "src/server/plugins/web-client-pages.ts"];
const BUILT_MARKER = join(root, "dist", "index.html");

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the web client when any of its sources is newer than the last build. */
export function buildClientIfStale(): void {
  const builtAt = existsSync(BUILT_MARKER) ? statSync(BUILT_MARKER).mtimeMs : 0;
  const changedAt = Math.max(...CLIENT_INPUTS.map((input) => newestMtime(join(root, input))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Client sources changed; rebuilding the web client..." : "Building the web client (first run)...");
  const result = spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web client build failed.");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildClientIfStale();
