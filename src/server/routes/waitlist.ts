import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { submitIdea, withdrawIdea, type LimitName, type SubmissionLimits } from "../../db/queries/idea-submission.ts";
import { upsertUserBySubject } from "../../db/queries/users.ts";
import { addWaitlistEntry, findWaitlistEntry, waitlistOwnerSubject } from "../../db/queries/waitlist.ts";
import type { JobQueue } from "../../db/queue.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaReadingSchema } from "../../shared/contracts/idea-reading.ts";
import { waitlistReadingRequestSchema, waitlistRequestSchema, waitlistResponseSchema } from "../../shared/contracts/waitlist.ts";
import { readIdea } from "../../pipeline/services/index.ts";
import { deriveTitle } from "../../shared/derive-title.ts";
import type { IdeaListCache } from "../idea-list-cache.ts";
import { HttpError } from "../http-error.ts";
import { clientAddressKey } from "../plugins/rate-limits.ts";
import { limitReached } from "../submission-limits.ts";
import { checkCorrections } from "./idea-reading.ts";

/** The landing dialog asks for no market; New Idea's default market (Global) researches the US. */
export const WAITLIST_COUNTRY = "US";

/** Helper promise, kept only where mail really goes out. */
const MAILED = "Your idea is being validated. Your report will be sent to your inbox in minutes.";
const WAITING = "Your idea is being validated. Sign in with this email and the report will be waiting in your library.";

/**
 * Entries one email address may have validated (and so be mailed about) per UTC day, whoever sends
 * them and from wherever: counted on the address's own placeholder, so no one can aim more mail
 * than this at a stranger.
 */
export const WAITLIST_DAILY_PER_ADDRESS = 3;

/**
 * Readings one client address may ask for a minute from the landing dialog: the dialog asks once
 * per idea it shows, so a visitor never meets it, and no one address can take the server's time
 * from the others (counted per address whatever cookie comes along).
 */
export const WAITLIST_READINGS_PER_MINUTE = 20;

/** The 429 for an address that reached its landing-page allowance. */
function addressLimitReached({ reply, limit, value }: { reply: FastifyReply; limit: LimitName; value: number }): HttpError {
  // Also sets Retry-After to the next UTC midnight for a daily limit.
  const founderSentence = limitReached({ reply, limit, value });
  if (limit === "active") {
    return new HttpError({
      statusCode: 429,
      code: "quota_exceeded",
      message: `This email address already has ${value} ideas from this page being validated. Send this one when one of them is ready, or sign in with it.`,
    });
  }
  if (limit !== "daily-validations") return founderSentence;
  return new HttpError({
    statusCode: 429,
    code: "quota_exceeded",
    message: `This email address has had ${value} ideas sent from this page today, the most one address can have. Sign in with it to validate more, or send this one again after 00:00 UTC.`,
  });
}

/**
 * Public: the landing page's idea dialog. The idea is validated like any other, held by a
 * placeholder of its own for this email (the address's owner keeps it by signing in), within the
 * placeholder's limits and WAITLIST_DAILY_PER_ADDRESS a day; with mail configured, the report goes
 * out by email once it is ready. The visitor's corrections of the dialog's reading, checked as New
 * Idea's are, are kept with version 1 and applied when it is validated (decision 023). Repeating
 * the same entry is harmless: it answers the idea the first one started, with that one's corrections.
 */
export function registerWaitlistRoute(app: FastifyInstance, { db, queue, ideaLists, limits, mailConfigured }: {
  db: Db; queue: JobQueue; ideaLists: IdeaListCache; limits: SubmissionLimits; mailConfigured: boolean;
}): void {
  const addressLimits: SubmissionLimits = { ...limits, dailyValidations: Math.min(limits.dailyValidations, WAITLIST_DAILY_PER_ADDRESS) };
  app.withTypeProvider<ZodTypeProvider>().post("/api/validations/waitlist", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: { tags: ["waitlist"], body: waitlistRequestSchema, response: { 200: waitlistResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
  }, async (request, reply) => {
    const { email, ideaText, corrections } = request.body;
    checkCorrections(corrections);
    const message = mailConfigured ? MAILED : WAITING;
    const existing = await findWaitlistEntry({ db, email, ideaText });
    if (existing) return { ok: true as const, message, ideaId: existing.ideaId };

    const owner = await upsertUserBySubject({
      db,
      subject: waitlistOwnerSubject(email),
      profile: { email, username: email.split("@")[0] ?? null, name: null, avatarUrl: null },
    });
    const outcome = await submitIdea({
      db,
      limits: addressLimits,
      corrections,
      idea: {
        userId: owner.id, title: deriveTitle(ideaText), description: ideaText, country: WAITLIST_COUNTRY, validationMode: "deep",
        idempotencyKey: null, idempotencyFingerprint: null,
      },
    });
    ideaLists.invalidate(owner.id);
    if (outcome.kind === "limited") throw addressLimitReached({ reply, limit: outcome.limit, value: outcome.value });
    if (outcome.kind !== "created") throw new Error(`a waitlist idea without an idempotency key came back ${outcome.kind}`);
    try {
      await queue.enqueueValidation(outcome.idea.id, { queuedAhead: outcome.queuedAhead });
    } catch (error) {
      await withdrawIdea({ db, ideaId: outcome.idea.id });
      ideaLists.invalidate(owner.id);
      throw error;
    }
    await addWaitlistEntry({ db, email, ideaText, ideaId: outcome.idea.id, sendMail: mailConfigured });
    return { ok: true as const, message, ideaId: outcome.idea.id };
  });
}

/**
 * Public: "Here is how we read your idea" for the landing dialog's visitor, who is not signed in.
 * The same reading in code as New Idea's (services.readIdea), for the market the waitlist validates
 * in; it reads and answers, and stores nothing. Limited per client address.
 */
export function registerWaitlistReadingRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post("/api/validations/waitlist/reading", {
    config: { rateLimit: { max: WAITLIST_READINGS_PER_MINUTE, timeWindow: "1 minute", keyGenerator: clientAddressKey } },
    schema: { tags: ["waitlist"], body: waitlistReadingRequestSchema, response: { 200: ideaReadingSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
  }, async (request) => readIdea({ description: request.body.ideaText, country: WAITLIST_COUNTRY }));
}
