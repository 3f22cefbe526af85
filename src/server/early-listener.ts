import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { securityHeaders } from "./plugins/security.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

export interface EarlyListener {
  server: Server;
  /** From now on every request, including the ones held so far, goes to `handler`. */
  handOver(handler: Handler): void;
}

/**
 * Listens before the database and the API are ready, which on a first start (creating the
 * embedded database) takes seconds: the built client is served at once, and API requests wait
 * until the app takes over, then are answered by it.
 */
export async function listenEarly({ port, host, distDir }: { port: number; host: string; distDir: string }): Promise<EarlyListener> {
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const headers = securityHeaders({ contentSecurityPolicy: true });
  let active: Handler | null = null;

  const serveClient = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://local").pathname);
    if (path.startsWith("/api/") || path === "/api") return false;
    const asset = normalize(join(distDir, path));
    const isAsset = asset.startsWith(distDir + sep) && existsSync(asset) && statSync(asset).isFile();
    const file = isAsset ? asset : join(distDir, "index.html");
    if (!existsSync(file)) return false;
    res.writeHead(200, {
      ...headers,
      "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": file.includes(`${sep}assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
    return true;
  };

  const server = createServer((req, res) => {
    if (active) return active(req, res);
    if (!serveClient(req, res)) held.push([req, res]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    handOver: (handler) => {
      active = handler;
      for (const [req, res] of held.splice(0)) handler(req, res);
    },
  };
}
