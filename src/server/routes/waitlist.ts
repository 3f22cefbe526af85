import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { submitIdea, withdrawIdea, type SubmissionLimits } from "../../db/queries/idea-submission.ts";
import { upsertUserBySubject } from "../../db/queries/users.ts";
import { addWaitlistEntry, findWaitlistEntry, waitlistOwnerSubject } from "../../db/queries/waitlist.ts";
import type { JobQueue } from "../../db/queue.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { waitlistRequestSchema, waitlistResponseSchema } from "../../shared/contracts/waitlist.ts";
import { deriveTitle } from "../../shared/derive-title.ts";
import type { IdeaListCache } from "../idea-list-cache.ts";
import { limitReached } from "../submission-limits.ts";

/** The landing dialog asks for no market; New Idea's default market (Global) researches the US. */
const WAITLIST_COUNTRY = "US";

/** Helper promise, kept only where mail really goes out. */
const MAILED = "Your idea is being validated. Your report will be sent to your inbox in minutes.";
const WAITING = "Your idea is being validated. Sign in with this email and the report will be waiting in your library.";

/**
 * Public: the landing page's idea dialog. The idea is validated like any other, for the user who
 * owns this email (made on first use, claimed at sign-in), within that user's limits; with mail
 * configured, the report goes out by email once it is ready. Repeating the same entry is harmless.
 */
export function registerWaitlistRoute(app: FastifyInstance, { db, queue, ideaLists, limits, mailConfigured, oidc }: {
  db: Db; queue: JobQueue; ideaLists: IdeaListCache; limits: SubmissionLimits; mailConfigured: boolean; oidc: boolean;
}): void {
  app.withTypeProvider<ZodTypeProvider>().post("/api/validations/waitlist", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: { tags: ["waitlist"], body: waitlistRequestSchema, response: { 200: waitlistResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
  }, async (request, reply) => {
    const { email, ideaText } = request.body;
    const message = mailConfigured ? MAILED : WAITING;
    if (await findWaitlistEntry({ db, email, ideaText })) return { ok: true as const, message };

    const owner = await upsertUserBySubject({
      db,
      subject: waitlistOwnerSubject({ email, oidc }),
      profile: { email, username: email.split("@")[0] ?? null, name: null, avatarUrl: null },
    });
    const outcome = await submitIdea({
      db,
      limits,
      idea: {
        userId: owner.id, title: deriveTitle(ideaText), description: ideaText, country: WAITLIST_COUNTRY, validationMode: "deep",
        idempotencyKey: null, idempotencyFingerprint: null,
      },
    });
    ideaLists.invalidate(owner.id);
    if (outcome.kind === "limited") throw limitReached({ reply, limit: outcome.limit, value: outcome.value });
    if (outcome.kind !== "created") throw new Error(`a waitlist idea without an idempotency key came back ${outcome.kind}`);
    try {
      await queue.enqueueValidation(outcome.idea.id, { queuedAhead: outcome.queuedAhead });
    } catch (error) {
      await withdrawIdea({ db, ideaId: outcome.idea.id });
      ideaLists.invalidate(owner.id);
      throw error;
    }
    await addWaitlistEntry({ db, email, ideaText, ideaId: outcome.idea.id, sendMail: mailConfigured });
    return { ok: true as const, message };
  });
}
