import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { SESSION_COOKIE } from "./plugins/auth.ts";
import { securityHeaders } from "./plugins/security.ts";
import { loadHtmlPages, PAGES_DIR, pickEncoding } from "./plugins/web-client-pages.ts";

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

/**
 * How long an idle keep-alive connection stays open: Fastify's own default, which a server handed to
 * it through `serverFactory` does not get (Node's is 5 s). Longer than the 60 s idle timeout common
 * to load balancers, so the proxy, not the app, closes an idle connection; and a client that reuses a
 * connection after a few seconds' pause never meets one the app closed under it (ECONNRESET).
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** The compressed siblings the build writes beside text assets, by the encoding each carries. */
const SIBLINGS = { br: ".br", gzip: ".gz" } as const;

export interface EarlyListener {
  server: Server;
  /** From now on every request, including the ones held so far, goes to `handler`. */
  handOver(handler: Handler): void;
}

/** Whether the request carries a (non-empty) session cookie, as the app's cookie parser would see it. */
function hasSessionCookie(header: string | undefined): boolean {
  return (header ?? "").split(";").some((part) => {
    const [name, ...value] = part.trim().split("=");
    return name === SESSION_COOKIE && value.join("=") !== "";
  });
}

/** The request's path, or null when it is malformed (the app answers those once it takes over). */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://local").pathname);
  } catch {
    return null;
  }
}

/**
 * Listens before the database and the API are ready, which on a first start (creating the
 * embedded database) takes seconds. Meanwhile it answers as the app will: the same documents (the
 * prerendered page for a signed-out visit to a public path, the shell otherwise, filled in and
 * compressed the same way) and the build's brotli or gzip copies of assets. API requests wait
 * until the app takes over, then are answered by it.
 */
export async function listenEarly({ port, host, distDir, publicUrl }: {
  port: number; host: string; distDir: string; publicUrl: string;
}): Promise<EarlyListener> {
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const headers = securityHeaders({ contentSecurityPolicy: true });
  const pages = loadHtmlPages({ distDir, publicUrl });
  let active: Handler | null = null;

  const send = (req: IncomingMessage, res: ServerResponse, head: Record<string, string>, body: Buffer | string) => {
    res.writeHead(200, { ...headers, ...head });
    if (req.method === "HEAD") res.end();
    else if (typeof body === "string") createReadStream(body).pipe(res);
    else res.end(body);
  };

  const serveAsset = (req: IncomingMessage, res: ServerResponse, asset: string, path: string) => {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const sibling = encoding === "identity" ? null : `${asset}${SIBLINGS[encoding]}`;
    const compressed = sibling !== null && existsSync(sibling);
    send(req, res, {
      "content-type": CONTENT_TYPES[extname(asset)] ?? "application/octet-stream",
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      vary: "Accept-Encoding",
      ...(compressed ? { "content-encoding": encoding } : {}),
    }, compressed ? sibling : asset);
  };

  const serveClient = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = decodedPath(req.url);
    if (path === null) return false;
    if (path.startsWith("/api/") || path === "/api") return false;
    const asset = normalize(join(distDir, path));
    // Pages are sent filled in, never as raw files, as the app does.
    const raw = path.startsWith(`/${PAGES_DIR}/`) || path === "/index.html";
    if (!raw && asset.startsWith(distDir + sep) && existsSync(asset) && statSync(asset).isFile()) {
      serveAsset(req, res, asset, path);
      return true;
    }
    const document = pages.documentFor({ path, signedIn: hasSessionCookie(req.headers.cookie) });
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    send(req, res, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "Accept-Encoding, Cookie",
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    }, document[encoding]);
    return true;
  };

  const server = createServer((req, res) => {
    if (active) return active(req, res);
    if (!serveClient(req, res)) held.push([req, res]);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
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
