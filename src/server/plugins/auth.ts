import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { createSession, deleteSession, findSessionUser, hashSessionId } from "../../db/queries/sessions.ts";
import type { UserRow } from "../../db/queries/users.ts";
import { unauthenticated } from "../http-error.ts";
import type { SessionCache } from "../session-cache.ts";

export const SESSION_COOKIE = "greenlight_session";

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    sessionIdToken: string | null;
  }
}

export interface SessionSettings {
  db: Db;
  cache: SessionCache;
  ttlMs: number;
  /** Secure cookies everywhere but plain-http localhost, where browsers would drop them. */
  secureCookies: boolean;
}

/** Loads the signed-in user for API requests from the session cookie. */
export function registerSessionLoading(app: FastifyInstance, { db, cache }: { db: Db; cache: SessionCache }): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionIdToken", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    const idHash = hashSessionId(sessionId);
    let found = cache.get(idHash) ?? null;
    if (!found) {
      found = await findSessionUser({ db, sessionId });
      if (found) cache.set(idHash, found);
    }
    if (found) {
      request.user = found.user;
      request.sessionIdToken = found.idToken;
    }
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Starts a fresh session (a new id at every sign-in, so a planted id is useless) and sets its cookie. */
export async function startSession({ request, reply, settings, userId, idToken }: {
  request: FastifyRequest; reply: FastifyReply; settings: SessionSettings; userId: string; idToken?: string | null;
}): Promise<void> {
  await endSession({ request, reply, settings });
  const sessionId = await createSession({ db: settings.db, userId, ttlMs: settings.ttlMs, idToken: idToken ?? null });
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secureCookies,
    maxAge: Math.floor(settings.ttlMs / 1000),
  });
}

/** Ends the server-side session (if any) and clears the cookie; returns the session's ID token for provider logout. */
export async function endSession({ request, reply, settings }: {
  request: FastifyRequest; reply: FastifyReply; settings: SessionSettings;
}): Promise<{ idToken: string | null }> {
  const sessionId = request.cookies[SESSION_COOKIE];
  let idToken: string | null = null;
  if (sessionId) {
    settings.cache.delete(hashSessionId(sessionId));
    idToken = (await deleteSession({ db: settings.db, sessionId }))?.idToken ?? null;
  }
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: settings.secureCookies });
  return { idToken };
}
