import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../shared/display/format-date.ts";
import { PAGES_MANIFEST, PUBLIC_URL_PLACEHOLDER, type PagesManifest } from "./web-client-pages.ts";
import { registerWebClient } from "./web-client.ts";

// A build laid out as `vite build` writes it (scripts/prerender): hashed assets with their .br and
// .gz copies, the shell, one prerendered page and the files every site needs.
const SHELL = '<!doctype html><html><head><title>Greenlight</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;
const RENDERED_ON = "Jan 5, 2025";
const TERMS = `<!doctype html><html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/terms" /></head>`
  + `<body><div id="root" data-prerendered="true"><h1>Terms of Service</h1><p>Last updated: ${RENDERED_ON}</p></div></body></html>`;

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "greenlight-dist-"));
  await mkdir(join(dist, "assets"));
  await mkdir(join(dist, "pages"));
  await writeFile(join(dist, "index.html"), SHELL);
  await writeFile(join(dist, "assets/index-abc123.js"), SCRIPT);
  await writeFile(join(dist, "assets/index-abc123.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, "assets/index-abc123.js.gz"), gzipSync(SCRIPT));
  await writeFile(join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
  await writeFile(join(dist, "favicon.ico"), Buffer.from([0, 0, 1, 0]));
  await writeFile(join(dist, "pages/terms.html"), TERMS);
  const manifest: PagesManifest = { renderedDate: RENDERED_ON, pages: [{ path: "/terms", file: "pages/terms.html" }] };
  await writeFile(join(dist, PAGES_MANIFEST), JSON.stringify(manifest));

  app = Fastify();
  await app.register(fastifyCookie);
  await registerWebClient(app, { distDir: dist, publicUrl: "https://greenlight.example/" });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe("serving the built client", () => {
  it("sends a hashed asset's brotli or gzip copy with Content-Encoding, Vary and immutable caching", async () => {
    const br = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers robots.txt and favicon.ico with the files, not the app's page", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("User-agent: *");
    const favicon = await app.inject({ url: "/favicon.ico" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["content-type"]).toMatch(/icon/);
  });

  it("sends a signed-out visitor the prerendered page, filled in with the public URL and today's date", async () => {
    const response = await app.inject({ url: "/terms", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain("<h1>Terms of Service</h1>");
    expect(html).toContain('<link rel="canonical" href="https://greenlight.example/terms" />');
    expect(html).toContain(`Last updated: ${formatDate(new Date())}`);
    expect(html).toContain('<div id="root" data-session="none" data-prerendered="true">');
  });

  it("sends the shell to a request with a session cookie, and marks the shell for a signed-out one", async () => {
    const signedIn = await app.inject({ url: "/terms", headers: { "accept-encoding": "identity" }, cookies: { greenlight_session: "abc" } });
    expect(signedIn.body).toBe(SHELL);
    const other = await app.inject({ url: "/library", headers: { "accept-encoding": "identity" } });
    expect(other.body).toContain('<div id="root" data-session="none">');
    expect(other.body).not.toContain("data-prerendered");
  });

  it("never serves the page templates or the shell as raw files, and keeps unknown API paths JSON 404s", async () => {
    const raw = await app.inject({ url: "/pages/terms.html", headers: { "accept-encoding": "identity" } });
    expect(raw.body).not.toContain(PUBLIC_URL_PLACEHOLDER);
    const api = await app.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "not_found" });
  });
});
