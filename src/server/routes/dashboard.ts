import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { listRecentActivity } from "../../db/queries/activity.ts";
import { listRecentTokenActivity } from "../../db/queries/api-tokens.ts";
import { readActivityTrends, readValidationOverview } from "../../db/queries/dashboard.ts";
import { dashboardSchema, RECENT_ACTIVITY_LIMIT, TOKEN_ACTIVITY_DAYS } from "../../shared/contracts/dashboard.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { requireUser } from "../plugins/auth.ts";

/** One call serves the whole dashboard: overview figures, recent activity per filter, weekly trends, API token use. */
export function registerDashboardRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get("/api/dashboard", {
    schema: { tags: ["dashboard"], response: { 200: dashboardSchema, 401: apiErrorSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const [overview, recentActivity, trends, tokenActivity] = await Promise.all([
      readValidationOverview({ db, userId: user.id }),
      listRecentActivity({ db, userId: user.id, limit: RECENT_ACTIVITY_LIMIT }),
      readActivityTrends({ db, userId: user.id }),
      listRecentTokenActivity({ db, userId: user.id, days: TOKEN_ACTIVITY_DAYS, limit: RECENT_ACTIVITY_LIMIT }),
    ]);
    reply.header("cache-control", "no-store");
    return { overview, recentActivity, trends, tokenActivity };
  });
}
