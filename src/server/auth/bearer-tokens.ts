import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { findApiTokenUser, recordApiTokenUse } from "../../db/queries/api-tokens.ts";
import type { ApiTokenHasher } from "../../db/queries/api-tokens.ts";
import { API_TOKEN_PREFIX } from "../../shared/contracts/api-tokens.ts";
import type { ApiToken } from "../../shared/contracts/api-tokens.ts";
import { HttpError } from "../http-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The personal API token that authenticated this request; null for cookie sessions and anonymous requests. */
    apiToken: ApiToken | null;
  }
}

export const MCP_PATH = "/mcp";

/** What a "read and validate" token may change: validate, re-validate, record a result. Nothing else. */
const VALIDATE_ROUTES = new Set(["POST /api/ideas", "POST /api/ideas/:id/revalidate", "POST /api/ideas/:id/evidence"]);
/** Reads that stay with a signed-in session: a token cannot see or mint tokens, nor touch sign-in. */
const SESSION_ONLY_PREFIXES = ["/api/tokens", "/api/login", "/api/logout", "/api/callback"];

/** The secret of an `Authorization: Bearer` header, or null when the request carries none. */
export function bearerSecretOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function invalidToken(): HttpError {
  return new HttpError({ statusCode: 401, code: "unauthenticated", message: "This API token is not valid: it was revoked, has expired or never existed." });
}

function outOfScope(message: string): HttpError {
  return new HttpError({ statusCode: 403, code: "insufficient_scope", message });
}

/** Refuses what the token's scope does not allow; the route pattern, not the raw URL, decides. */
function checkScope(request: FastifyRequest, token: ApiToken): void {
  const route = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  if (route === MCP_PATH) return;
  if (SESSION_ONLY_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) {
    throw outOfScope("API tokens cannot use this route: sign in to Greenlight to manage tokens and sessions.");
  }
  if (request.method === "GET" || request.method === "HEAD") return;
  if (token.scope === "validate" && VALIDATE_ROUTES.has(`${request.method} ${route}`)) return;
  throw outOfScope(token.scope === "read"
    ? "This API token is read only: it cannot validate, record results or change anything."
    : "API tokens can validate ideas, re-validate them and record results; anything else needs a signed-in session.");
}

/**
 * `Authorization: Bearer gl_…` on /api and /mcp. The token is looked up in the database on every
 * request (never cached), so a revoked or expired one is refused at once by every web process. A
 * bearer request is the token's founder whatever cookie comes along, and a bad token is a 401 even
 * beside a good cookie. Runs after session loading and before the rate limits, which then count
 * the founder's requests whichever way they came. Every use is recorded for the founder to see.
 */
export function registerBearerTokenLoading(app: FastifyInstance, { db, hasher }: { db: Db; hasher: ApiTokenHasher }): void {
  app.decorateRequest("apiToken", null);
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") && path !== MCP_PATH) return;
    const secret = bearerSecretOf(request);
    if (secret === null) return;
    request.user = null;
    request.sessionIdToken = null;
    const found = secret.startsWith(API_TOKEN_PREFIX) ? await findApiTokenUser({ db, tokenHash: hasher.hash(secret) }) : null;
    if (!found) throw invalidToken();
    request.user = found.user;
    request.apiToken = found.token;
    checkScope(request, found.token);
  });
  app.addHook("onResponse", async (request, reply) => {
    const token = request.apiToken;
    if (!token || !request.user) return;
    try {
      await recordApiTokenUse({
        db, userId: request.user.id, token, method: request.method, route: request.routeOptions.url ?? "(no route)", statusCode: reply.statusCode,
      });
    } catch (error) {
      // The founder's token may have been revoked (or the account deleted) while the request ran.
      request.log.warn({ err: error }, "could not record an API token use");
    }
  });
}

/** For routes that only a token may call (MCP): a session cookie never authorises them. */
export function requireApiToken(request: FastifyRequest): ApiToken {
  if (!request.apiToken) {
    throw new HttpError({ statusCode: 401, code: "unauthenticated", message: "Send a Greenlight API token as Authorization: Bearer gl_…" });
  }
  return request.apiToken;
}
