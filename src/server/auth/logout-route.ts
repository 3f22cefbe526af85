import type { FastifyInstance } from "fastify";
import { endSession } from "../plugins/auth.ts";
import type { SessionSettings } from "../plugins/auth.ts";

/**
 * Ends the session on the server, always, then sends the browser home, or first to the provider's
 * own logout when `providerLogoutUrl` knows one.
 */
export function registerLogoutRoute(app: FastifyInstance, { settings, providerLogoutUrl }: {
  settings: SessionSettings;
  providerLogoutUrl?: (idToken: string | null) => string | null;
}): void {
  app.get("/api/logout", async (request, reply) => {
    const { idToken } = await endSession({ request, reply, settings });
    const target = providerLogoutUrl?.(idToken) ?? "/";
    return reply.header("cache-control", "no-store").redirect(target, 303);
  });
}
