import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { findIdea, markReportReviewed } from "../../db/queries/ideas.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaIdParamsSchema, progressResponseSchema } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema, versionedReportSchema } from "../../shared/contracts/report-versions.ts";
import { ideaNotFound } from "../http-error.ts";
import type { IdeaListCache } from "../idea-list-cache.ts";
import { loadOwnedReport } from "../load-report.ts";
import { requireUser } from "../plugins/auth.ts";
import { loadProgress } from "../progress.ts";

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Read-only views of one idea: its progress and its report (keyword trends: keyword-trends.ts). */
export function registerIdeaDetailRoutes(app: FastifyInstance, { db, analyst, ideaLists }: { db: Db; analyst: string; ideaLists: IdeaListCache }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/progress", {
    schema: { tags: ["ideas"], params: ideaIdParamsSchema, response: { 200: progressResponseSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    reply.header("cache-control", "no-store");
    return loadProgress({ db, idea, analyst });
  });

  api.get("/api/ideas/:id/report", {
    schema: {
      tags: ["reports"], params: ideaIdParamsSchema, querystring: reportVersionQuerySchema,
      response: { 200: versionedReportSchema, 400: apiErrorSchema, ...errors },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { report } = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id, version: request.query.version });
    // The owner has now seen it, whichever way they came; the library reads "Reviewed".
    if (await markReportReviewed({ db, userId: user.id, ideaId: request.params.id })) ideaLists.invalidate(user.id);
    return report;
  });
}
