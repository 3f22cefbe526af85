import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client from `distDir`: hashed assets cached for good, and index.html for every
 * other page path so the client router can take over. Unknown /api paths stay JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  const indexPath = join(distDir, "index.html");
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const indexHtml = built ? await readFile(indexPath, "utf8") : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ error: `No route for ${request.method} ${request.url.split("?")[0]}`, code: "not_found" });
    }
    if (!indexHtml) {
      return reply.status(503).type("text/plain").send("The web client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}
