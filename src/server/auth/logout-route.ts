import type { FastifyInstance, FastifyRequest } from "fastify";
import { endSession } from "../plugins/auth.ts";
import type { SessionSettings } from "../plugins/auth.ts";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Logout is a GET the app reaches by navigating (the browser must leave for the provider's logout
 * page too), so it checks where the navigation came from: another site's link, image or form must
 * not sign the founder out. Browsers say so in Sec-Fetch-Site ("none" is the founder typing the
 * address or using a bookmark); older ones are judged by Origin or Referer when they send one.
 */
function isCrossSite({ request, publicOrigin }: { request: FastifyRequest; publicOrigin: string }): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  // The Host was checked before routing, so the origin it names is ours too.
  const ours = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
  const origin = request.headers.origin;
  if (typeof origin === "string") return !ours.has(origin);
  const referer = request.headers.referer;
  if (typeof referer === "string") return !ours.has(originOf(referer) ?? "");
  return false;
}

/**
 * Ends the session on the server, then sends the browser home, or first to the provider's own
 * logout when `providerLogoutUrl` knows one. A cross-site request keeps the session and goes home.
 */
export function registerLogoutRoute(app: FastifyInstance, { settings, publicUrl, providerLogoutUrl }: {
  settings: SessionSettings;
  publicUrl: string;
  providerLogoutUrl?: (idToken: string | null) => string | null;
}): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.get("/api/logout", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (isCrossSite({ request, publicOrigin })) return reply.redirect("/", 303);
    const { idToken } = await endSession({ request, reply, settings });
    const target = providerLogoutUrl?.(idToken) ?? "/";
    return reply.redirect(target, 303);
  });
}
