import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";

/**
 * `npm run dev`: Vite serves the client from source with hot reload on the API's own port, so
 * cookies and same-origin checks behave as in production. Vite is a dev dependency, so it is
 * loaded only here.
 */
export async function startDevClient(app: FastifyInstance): Promise<{ close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: "spa" });
  await app.register(middie);
  app.use((req, res, next) => {
    if (req.url?.startsWith("/api/")) return next();
    vite.middlewares(req, res, next);
  });
  return { close: () => vite.close() };
}
