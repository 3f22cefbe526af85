// bench/landing-size: the gzipped JavaScript a signed-out visitor downloads to see `/`, read from the
// production build: index.html's entry script and module preloads, the public route set it loads
// for a visitor, and everything those import. Target: at most 120 KB. The signed-in app's chunk
// must not be among them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildClientIfStale } from "../scripts/build-if-stale.ts";

const TARGET_KB = 120;
const DIST = join(import.meta.dirname, "..", "dist");

/** Static imports of a chunk (`import … from "./x.js"` and `import "./x.js"`), not dynamic ones. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => `assets/${match[1]}`);
}

/** The one chunk a dynamic `import("./<prefix>-hash.js")` in any of `codes` names. */
function dynamicChunk(codes: readonly string[], prefix: string): string {
  const pattern = new RegExp(`import\\(\\s*["'\`]\\./(${prefix}-[\\w-]+\\.js)["'\`]`);
  for (const code of codes) {
    const match = pattern.exec(code);
    if (match) return `assets/${match[1]}`;
  }
  throw new Error(`no dynamic import of ${prefix}-*.js found; has the route split changed?`);
}

function read(file: string): string {
  return readFileSync(join(DIST, file), "utf8");
}

/** The file and everything it statically imports. */
function closure(start: readonly string[], into = new Set<string>()): Set<string> {
  for (const file of start) {
    if (into.has(file)) continue;
    into.add(file);
    closure(staticImports(read(file)), into);
  }
  return into;
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return bytes / 1024;
}

export function measureLanding(): { files: string[]; jsKb: number; cssKb: number; dialogKb: number; appChunk: string } {
  const html = read("index.html");
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("dist/index.html has no module script");
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((match) => match[1] ?? "");
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => match[1] ?? "");

  const initial = closure([entry, ...preloads]);
  const entryCode = read(entry);
  const publicChunk = dynamicChunk([entryCode], "public-routes");
  const appChunk = dynamicChunk([entryCode], "app-routes");
  const files = closure([publicChunk], initial);
  if (files.has(appChunk)) throw new Error(`a visitor to / downloads the app's chunk ${appChunk}`);

  // The dialog loads on first use from whichever of the landing's chunks holds its trigger.
  const dialogChunk = dynamicChunk([...files].map(read), "idea-dialog");
  const dialogFiles = [...closure([dialogChunk])].filter((file) => !files.has(file));
  return { files: [...files], jsKb: gzipKb(files), cssKb: gzipKb(css), dialogKb: gzipKb(dialogFiles), appChunk };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildClientIfStale();
  if (!existsSync(join(DIST, "index.html"))) throw new Error("no build in dist/");
  const { files, jsKb, cssKb, dialogKb, appChunk } = measureLanding();
  console.log("\nbench/landing-size: gzipped JavaScript a signed-out visitor downloads for /");
  for (const file of files) console.log(`  ${file.padEnd(44)} ${gzipKb([file]).toFixed(1).padStart(6)} KB`);
  console.log(`JavaScript for /:            ${jsKb.toFixed(1)} KB gzipped (${files.length} files)`);
  console.log(`CSS for /:                   ${cssKb.toFixed(1)} KB gzipped`);
  console.log(`idea dialog, on first open:  ${dialogKb.toFixed(1)} KB gzipped more`);
  console.log(`app chunk (${appChunk}) downloaded: no`);
  console.log(`target <= ${TARGET_KB} KB: ${jsKb <= TARGET_KB ? "met" : "NOT met"}`);
  if (jsKb > TARGET_KB) process.exitCode = 1;
}
