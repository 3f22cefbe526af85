import type { FastifyInstance } from "fastify";
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
    const fetchSite = request.headers["sec-fetch-site"];
    if (typeof fetchSite === "string") {
      if (fetchSite === "same-origin" || fetchSite === "none") return;
      throw crossOrigin();
    }
    const origin = request.headers.origin;
    if (typeof origin !== "string") return;
    const hostOrigin = `${request.protocol}://${request.headers.host ?? ""}`;
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

/** Headers that keep pages from being framed, sniffed or made to load foreign scripts. */
export function securityHeaders({ contentSecurityPolicy }: { contentSecurityPolicy: boolean }): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    ...(contentSecurityPolicy ? { "content-security-policy": CONTENT_SECURITY_POLICY } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, { contentSecurityPolicy }: { contentSecurityPolicy: boolean }): void {
  const headers = securityHeaders({ contentSecurityPolicy });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
