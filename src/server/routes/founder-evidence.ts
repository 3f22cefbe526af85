import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { deleteFounderEvidence, listFounderEvidence, recordFounderEvidence } from "../../db/queries/founder-evidence.ts";
import { findIdea } from "../../db/queries/ideas.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import {
  createFounderEvidenceSchema, FOUNDER_EVIDENCE_LIMIT, founderEvidenceParamsSchema, founderEvidenceSchema,
} from "../../shared/contracts/founder-evidence.ts";
import { ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { HttpError, ideaNotFound } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The report's Experiments tab: what the founder learned testing the idea, for the next validation to read. */
export function registerFounderEvidenceRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/evidence", {
    schema: { tags: ["evidence"], params: ideaIdParamsSchema, response: { 200: z.array(founderEvidenceSchema), ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    return listFounderEvidence({ db, ideaId: idea.id });
  });

  api.post("/api/ideas/:id/evidence", {
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    schema: { tags: ["evidence"], params: ideaIdParamsSchema, body: createFounderEvidenceSchema, response: { 201: founderEvidenceSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const outcome = await recordFounderEvidence({ db, userId: user.id, ideaId: request.params.id, evidence: request.body });
    if (outcome.kind === "not-found") throw ideaNotFound();
    if (outcome.kind === "full") {
      throw new HttpError({
        statusCode: 409,
        code: "invalid_state",
        message: `This idea already holds ${FOUNDER_EVIDENCE_LIMIT} recorded results, the most it keeps. Delete one you no longer need first.`,
      });
    }
    return reply.status(201).send(outcome.evidence);
  });

  api.delete("/api/ideas/:id/evidence/:evidenceId", {
    schema: { tags: ["evidence"], params: founderEvidenceParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const deleted = await deleteFounderEvidence({ db, userId: user.id, ideaId: request.params.id, evidenceId: request.params.evidenceId });
    if (!deleted) throw new HttpError({ statusCode: 404, code: "not_found", message: "Recorded result not found" });
    return reply.status(204).send(null);
  });
}
