import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { readAnalytics } from "../../db/queries/analytics.ts";
import { analyticsSchema } from "../../shared/contracts/analytics.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { requireUser } from "../plugins/auth.ts";

export function registerAnalyticsRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get("/api/analytics", {
    schema: { tags: ["analytics"], response: { 200: analyticsSchema, 401: apiErrorSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    reply.header("cache-control", "no-store");
    return readAnalytics({ db, userId: user.id });
  });
}
