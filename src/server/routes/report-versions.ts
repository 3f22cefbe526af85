import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { revalidateIdea, withdrawRevalidation } from "../../db/queries/idea-revalidation.ts";
import type { SubmissionLimits } from "../../db/queries/idea-submission.ts";
import { findIdea } from "../../db/queries/ideas.ts";
import { listReportVersions } from "../../db/queries/reports.ts";
import type { JobQueue } from "../../db/queue.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ACTIVE_STATUSES, ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { reportBodySchema } from "../../shared/contracts/report.ts";
import { reportVersionsSchema, revalidationStartedSchema } from "../../shared/contracts/report-versions.ts";
import { ideaNotFound, validationInProgress } from "../http-error.ts";
import type { IdeaListCache } from "../idea-list-cache.ts";
import { reportNotFound } from "../load-report.ts";
import { requireUser } from "../plugins/auth.ts";
import { revalidateRequestSchema } from "../../shared/contracts/idea-corrections.ts";
import { checkCorrections } from "./idea-reading.ts";
import { limitReached } from "../submission-limits.ts";

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** The versions of an idea's report, and Re-validate, which adds the next one. */
export function registerReportVersionRoutes(app: FastifyInstance, { db, queue, ideaLists, limits }: {
  db: Db; queue: JobQueue; ideaLists: IdeaListCache; limits: SubmissionLimits;
}): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/report/versions", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, response: { 200: reportVersionsSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    const rows = await listReportVersions({ db, ideaId: idea.id });
    reply.header("cache-control", "no-store");
    return {
      versions: rows.map((row) => {
        const body = reportBodySchema.parse(row.body);
        return { version: row.version, generatedAt: row.generatedAt.toISOString(), recommendation: body.recommendation, overallScore: body.overallScore };
      }),
      validating: ACTIVE_STATUSES.includes(idea.status) && !rows.some((row) => row.version === idea.version) ? idea.version : null,
    };
  });

  api.post("/api/ideas/:id/revalidate", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: {
      tags: ["reports"], params: ideaIdParamsSchema, body: revalidateRequestSchema.nullish(),
      response: { 202: revalidationStartedSchema, 400: apiErrorSchema, ...errors },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const ideaId = request.params.id;
    // Without corrections the new version keeps those of the version it starts from (decision 023).
    const corrections = request.body?.corrections;
    checkCorrections(corrections);
    const outcome = await revalidateIdea({ db, userId: user.id, ideaId, limits, corrections });
    ideaLists.invalidate(user.id);
    if (outcome.kind === "not-found") throw ideaNotFound();
    if (outcome.kind === "no-report") throw reportNotFound();
    if (outcome.kind === "busy") {
      throw validationInProgress("This idea is being validated. You can re-validate it once the validation has finished.");
    }
    if (outcome.kind === "limited") throw limitReached({ reply, limit: outcome.limit, value: outcome.value });
    try {
      await queue.enqueueValidation(ideaId, { queuedAhead: outcome.queuedAhead, version: outcome.version });
    } catch (error) {
      // An idea left pending with no job would never finish; it returns to the version it had.
      await withdrawRevalidation({ db, ideaId, version: outcome.version, previousStatus: outcome.previousStatus });
      ideaLists.invalidate(user.id);
      throw error;
    }
    return reply.status(202).send({ ideaId, version: outcome.version });
  });
}
