import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenEarly, type EarlyListener } from "../../src/server/early-listener.ts";

// While the app starts, the early listener answers page requests as the app will: the prerendered
// page for a signed-out visit, filled in and compressed, and the build's compressed assets.

const SHELL = '<!doctype html><html><head><title>Greenlight</title></head><body><div id="root"></div></body></html>';
const LANDING = '<!doctype html><html><head><link rel="canonical" href="%GREENLIGHT_PUBLIC_URL%/"></head><body><div id="root"><h1>Find out if your business idea is worth building</h1></div></body></html>';
const SCRIPT = "console.log('hydrate');".repeat(20);

let distDir: string;
let early: EarlyListener;
let base: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "greenlight-dist-"));
  mkdirSync(join(distDir, "pages"));
  mkdirSync(join(distDir, "assets"));
  writeFileSync(join(distDir, "index.html"), SHELL);
  writeFileSync(join(distDir, "pages", "index.html"), LANDING);
  writeFileSync(join(distDir, "pages", "manifest.json"), JSON.stringify({ renderedDate: "", pages: [{ path: "/", file: "pages/index.html" }] }));
  writeFileSync(join(distDir, "assets", "main-abc123.js"), SCRIPT);
  writeFileSync(join(distDir, "assets", "main-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(distDir, "assets", "main-abc123.js.gz"), gzipSync(SCRIPT));
  early = await listenEarly({ port: 0, host: "127.0.0.1", distDir, publicUrl: "https://greenlight.example" });
  base = `http://127.0.0.1:${(early.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => early.server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

/** node:http, so the raw (still compressed) body and its headers are what the test reads. */
async function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject).end();
  });
}

describe("the early listener", () => {
  it("sends a signed-out visitor the prerendered page, filled in and brotli-compressed", async () => {
    const answer = await get("/", { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding, Cookie");
    const html = brotliDecompressSync(answer.body).toString("utf8");
    expect(html).toContain("Find out if your business idea is worth building");
    expect(html).toContain('<div id="root" data-session="none">');
    expect(html).toContain('href="https://greenlight.example/"');
  });

  it("sends the shell to a visitor with a session cookie, and to a path with no prerendered page", async () => {
    const signedIn = await get("/", { "accept-encoding": "gzip", cookie: "theme=dark; greenlight_session=abc" });
    expect(signedIn.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(signedIn.body).toString("utf8")).toBe(SHELL);
    const library = await get("/library", {});
    expect(library.body.toString("utf8")).toBe(SHELL.replace('<div id="root"', '<div id="root" data-session="none"'));
  });

  it("sends the build's compressed copy of an asset, and never a page file raw", async () => {
    const script = await get("/assets/main-abc123.js", { "accept-encoding": "br" });
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(script.body).toString("utf8")).toBe(SCRIPT);
    const raw = await get("/pages/index.html", {});
    expect(raw.body.toString("utf8")).not.toContain("%GREENLIGHT_PUBLIC_URL%");
  });

  it("keeps an idle connection open for 72 s, as Fastify's own server would, and tells the client so", async () => {
    // With Node's 5 s, a browser or API client reusing the connection after a pause met a closed socket.
    const answer = await get("/", { connection: "keep-alive" });
    expect(answer.headers["keep-alive"]).toBe("timeout=72");
  });
});
