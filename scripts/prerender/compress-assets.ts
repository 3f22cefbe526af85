import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".ico", ".map"]);
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

function listFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === skip) return [];
    return statSync(path).isDirectory() ? listFiles(path, skip) : [path];
  });
}

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build, once, at maximum
 * compression, so the server sends them as they are (with Content-Encoding) instead of
 * compressing on every request. `skip` names a folder left alone (the prerendered pages, which the
 * server fills in and compresses itself).
 */
export function compressAssets(dir: string, { skip }: { skip: string }): { files: number } {
  let files = 0;
  for (const path of listFiles(dir, skip)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
  }
  return { files };
}
