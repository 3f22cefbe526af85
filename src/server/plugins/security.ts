import type { FastifyInstance } from "fastify";
import { bearerSecretOf } from "../auth/bearer-tokens.ts";
import { HttpError } from "../http-error.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers send
 * Sec-Fetch-Site (or at least Origin) on such requests; programs that send neither are not
 * browsers riding on a victim's cookie.
 */
export function registerSameOriginCheck(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // A bearer request is its token's, never a cookie's: a page on another site cannot ride on it.
    if (bearerSecretOf(request) !== null) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (typeof fetchSite === "string") {
      if (fetchSite === "same-origin" || fetchSite === "none") return;
      throw crossOrigin();
    }
    const origin = request.headers.origin;
    if (typeof origin !== "string") return;
    const hostOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== hostOrigin) throw crossOrigin();
  });
}

function crossOrigin(): HttpError {
  return new HttpError({ statusCode: 403, code: "cross_origin", message: "Cross-origin requests are not allowed" });
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** Browsers that saw the site over https once keep to https for a year, even when a link says http. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** Headers that keep pages from being framed, sniffed or made to load foreign scripts. */
export function securityHeaders({ contentSecurityPolicy, hsts = false }: { contentSecurityPolicy: boolean; hsts?: boolean }): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    ...(contentSecurityPolicy ? { "content-security-policy": CONTENT_SECURITY_POLICY } : {}),
    ...(hsts ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Security headers on every answer; API answers carry a founder's data, so no browser or proxy
 * may keep them unless a route chose its own Cache-Control. A header a route set itself (the
 * smoke-test page's stricter Content-Security-Policy) is kept, never overwritten.
 */
export function registerSecurityHeaders(app: FastifyInstance, { contentSecurityPolicy, hsts = false }: { contentSecurityPolicy: boolean; hsts?: boolean }): void {
  const headers = securityHeaders({ contentSecurityPolicy, hsts });
  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}

/** Source maps would hand out the client's source; production builds are served without them. */
export function registerSourceMapRefusal(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.endsWith(".map")) return reply.status(404).send({ error: "Not found", code: "not_found" });
  });
}
