import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { submitIdea, updateIdeaText, withdrawIdea } from "../../db/queries/idea-submission.ts";
import type { SubmissionLimits } from "../../db/queries/idea-submission.ts";
import { countActiveIdeas, deleteAllIdeas, deleteIdea, findIdea, listIdeas, updateIdeaFields } from "../../db/queries/ideas.ts";
import type { JobQueue } from "../../db/queue.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import {
  createIdeaSchema, deleteAllIdeasResponseSchema, ideaIdParamsSchema, ideaSchema, listIdeasQuerySchema, updateIdeaSchema,
} from "../../shared/contracts/idea.ts";
import { deriveTitle } from "../../shared/derive-title.ts";
import { HttpError, ideaNotFound, validationInProgress } from "../http-error.ts";
import type { IdeaListCache } from "../idea-list-cache.ts";
import { requireUser } from "../plugins/auth.ts";
import { checkCorrections } from "./idea-reading.ts";
import { fingerprintIdeaRequest, idempotencyKeyReused, limitReached } from "../submission-limits.ts";

const idempotencyKeySchema = z.string().trim().min(1).max(200);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

export function registerIdeaRoutes(app: FastifyInstance, { db, queue, ideaLists, limits }: {
  db: Db; queue: JobQueue; ideaLists: IdeaListCache; limits: SubmissionLimits;
}): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas", {
    schema: { tags: ["ideas"], querystring: listIdeasQuerySchema, response: { 200: z.array(ideaSchema), ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const { limit, offset, search, status } = request.query;
    return ideaLists.read({
      userId: user.id,
      key: JSON.stringify([limit, offset, search ?? "", status ?? ""]),
      load: () => listIdeas({ db, userId: user.id, limit, offset, search, status }),
    });
  });

  api.post("/api/ideas", {
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    schema: { tags: ["ideas"], body: createIdeaSchema, response: { 200: ideaSchema, 201: ideaSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const header = request.headers["idempotency-key"];
    const keyParse = header === undefined ? null : idempotencyKeySchema.safeParse(header);
    if (keyParse && !keyParse.success) {
      throw new HttpError({ statusCode: 400, code: "invalid_request", message: "Idempotency-Key must be 1 to 200 characters" });
    }
    const idempotencyKey = keyParse?.data ?? null;
    const { description, country, validationMode, title, corrections } = request.body;
    checkCorrections(corrections);
    const outcome = await submitIdea({
      db,
      limits,
      corrections,
      idea: {
        userId: user.id, title: title ?? deriveTitle(description), description, country, validationMode,
        idempotencyKey, idempotencyFingerprint: idempotencyKey ? fingerprintIdeaRequest(request.body) : null,
      },
    });
    // After every write, so a list read that overlapped it is not kept (see idea-list-cache.ts).
    ideaLists.invalidate(user.id);
    if (outcome.kind === "replayed") return reply.status(200).send(outcome.idea);
    if (outcome.kind === "key-reused") throw idempotencyKeyReused();
    if (outcome.kind === "limited") throw limitReached({ reply, limit: outcome.limit, value: outcome.value });
    const created = outcome.idea;
    try {
      await queue.enqueueValidation(created.id, { queuedAhead: outcome.queuedAhead });
    } catch (error) {
      // Nothing is kept from a request that failed: an idea nobody will validate would sit pending forever.
      await withdrawIdea({ db, ideaId: created.id });
      ideaLists.invalidate(user.id);
      throw error;
    }
    return reply.status(201).send(created);
  });

  api.get("/api/ideas/:id", {
    schema: { tags: ["ideas"], params: ideaIdParamsSchema, response: { 200: ideaSchema, ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    return idea;
  });

  api.patch("/api/ideas/:id", {
    schema: { tags: ["ideas"], params: ideaIdParamsSchema, body: updateIdeaSchema, response: { 200: ideaSchema, ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const { reviewed, ...fields } = request.body;
    const reviewedAt = reviewed === undefined ? {} : { reviewedAt: reviewed ? new Date() : null };
    const changes = { db, userId: user.id, ideaId: request.params.id, fields: { ...fields, ...reviewedAt } };
    // The text a validation reads must not change under it; reviewed and targetMarket may.
    const editsText = fields.title !== undefined || fields.description !== undefined;
    const outcome = editsText ? await updateIdeaText(changes) : (await updateIdeaFields(changes)) ? "updated" : "not-found";
    ideaLists.invalidate(user.id);
    if (outcome === "not-found") throw ideaNotFound();
    if (outcome === "busy") {
      throw validationInProgress("This idea is being validated. You can edit its title and description once the validation has finished.");
    }
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    return idea;
  });

  api.delete("/api/ideas/:id", {
    schema: { tags: ["ideas"], params: ideaIdParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const outcome = await deleteIdea({ db, userId: user.id, ideaId: request.params.id });
    ideaLists.invalidate(user.id);
    if (outcome === "not-found") throw ideaNotFound();
    if (outcome === "busy") {
      throw validationInProgress("This idea is currently being validated. Please wait for the validation to complete before deleting.");
    }
    return reply.status(204).send(null);
  });

  api.delete("/api/ideas", {
    schema: { tags: ["ideas"], response: { 200: deleteAllIdeasResponseSchema, ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const deletedCount = await deleteAllIdeas({ db, userId: user.id });
    ideaLists.invalidate(user.id);
    if (deletedCount === null) {
      const active = await countActiveIdeas({ db, userId: user.id });
      throw validationInProgress(`You have ${active} active validation(s). Please wait for them to complete before deleting all ideas.`);
    }
    return { deletedCount };
  });
}
