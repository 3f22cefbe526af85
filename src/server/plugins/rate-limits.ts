import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Limits count per verified user once the session is checked, else per client address: a made-up
 * or fresh cookie buys nothing, and signing in again does not reset a founder's count. Runs after
 * session loading (route-level hooks follow the app's own onRequest hooks).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : clientAddressKey(request);
}

/**
 * For routes anyone can call without an account (sign-in, shared reports): counted per client
 * address whatever cookie comes along. The address is the peer's unless TRUST_PROXY names it.
 */
export function clientAddressKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

export async function registerRateLimits(app: FastifyInstance, { perMinute }: { perMinute: number }): Promise<void> {
  await app.register(fastifyRateLimit, {
    max: perMinute,
    timeWindow: "1 minute",
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "rate_limited",
    }),
  });
}
