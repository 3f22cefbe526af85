import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { listCompletedReports } from "../../db/queries/reports-list.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { reportListSchema } from "../../shared/contracts/reports-list.ts";
import { requireUser } from "../plugins/auth.ts";

/** The /reports table: every completed report of the founder with its scores. */
export function registerReportsListRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get("/api/reports", {
    schema: { tags: ["reports"], response: { 200: reportListSchema, 401: apiErrorSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    reply.header("cache-control", "no-store");
    return listCompletedReports({ db, userId: user.id });
  });
}
