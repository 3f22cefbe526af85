import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "./auth.ts";
import { loadHtmlPages, PAGES_DIR, pickEncoding } from "./web-client-pages.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Icons, manifest and robots.txt keep their names across builds: cached a day, then checked. */
const STABLE_NAME = "public, max-age=86400";

/**
 * Serves the built client from `distDir`: hashed assets cached for good, brotli or gzip copies
 * made at build time sent with Content-Encoding, and for every page path an HTML document: the
 * prerendered page for a signed-out visit to a public page, the client's shell otherwise.
 * Unknown /api paths stay JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance, { distDir, publicUrl }: { distDir: string; publicUrl: string }): Promise<void> {
  const built = existsSync(join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // Pages are sent filled in by the not-found handler below, never as raw files.
      allowedPath: (pathname) => !pathname.startsWith(`/${PAGES_DIR}/`) && pathname !== "/index.html",
      setHeaders: (reply, path) => {
        reply.header("cache-control", path.includes("/assets/") ? IMMUTABLE : STABLE_NAME);
      },
    });
  }
  const pages = built ? loadHtmlPages({ distDir, publicUrl }) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path === "/api" || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ error: `No route for ${request.method} ${path}`, code: "not_found" });
    }
    if (!pages) {
      return reply.status(503).type("text/plain").send("The web client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    const document = pages.documentFor({ path, signedIn: Boolean(request.cookies?.[SESSION_COOKIE]) });
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding, Cookie")
      .send(document[encoding]);
  });
}
