import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteAccount } from "../../db/queries/account.ts";
import type { JobQueue } from "../../db/queue.ts";
import { VALIDATION_DEAD_LETTER_QUEUE, VALIDATION_QUEUE } from "../../db/queue.ts";
import { deleteAccountRequestSchema, deleteAccountResponseSchema } from "../../shared/contracts/account.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { unauthenticated } from "../http-error.ts";
import { endSession, requireUser } from "../plugins/auth.ts";
import type { SessionSettings } from "../plugins/auth.ts";

/**
 * Deletes the signed-in founder and all their data, then signs them out. The typed confirmation
 * is checked here as well as in the dialog, so no stray request can delete an account.
 */
export function registerAccountRoutes(app: FastifyInstance, { session, queue }: { session: SessionSettings; queue: JobQueue }): void {
  app.withTypeProvider<ZodTypeProvider>().delete("/api/account", {
    config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    schema: {
      tags: ["account"],
      body: deleteAccountRequestSchema,
      response: { 200: deleteAccountResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const deleted = await deleteAccount({ db: session.db, userId: user.id });
    if (!deleted) throw unauthenticated();
    await removeQueuedJobs({ queue, ideaIds: deleted.everIdeaIds, log: request.log });
    // The session row went with the user; this clears the cookie and this process's cached copy.
    await endSession({ request, reply, settings: session });
    reply.header("cache-control", "no-store");
    return { deletedIdeas: deleted.ideaIds.length };
  });
}

/**
 * Validation jobs carry the idea id (the first one's job id is the idea id). A running one finds its idea gone and
 * stops; removing the jobs keeps no trace of the deleted ideas in the queue either.
 */
async function removeQueuedJobs({ queue, ideaIds, log }: {
  queue: JobQueue; ideaIds: string[]; log: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  if (ideaIds.length === 0) return;
  try {
    await queue.boss.deleteJob(VALIDATION_QUEUE, ideaIds);
    // Re-validations are jobs of their own (one per report version), found by the idea they carry.
    for (const ideaId of ideaIds) {
      for (const name of [VALIDATION_QUEUE, VALIDATION_DEAD_LETTER_QUEUE]) {
        const jobs = await queue.boss.findJobs(name, { data: { ideaId } });
        if (jobs.length > 0) await queue.boss.deleteJob(name, jobs.map((job) => job.id));
      }
    }
  } catch (error) {
    // The account is already gone; leftover job rows hold only ids and are purged by the queue's retention.
    log.warn({ err: error }, "could not remove the deleted account's validation jobs");
  }
}
