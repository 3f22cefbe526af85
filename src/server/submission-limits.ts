import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { LimitName } from "../db/queries/idea-submission.ts";
import type { CreateIdea } from "../shared/contracts/idea.ts";
import { formatCount, plural } from "../shared/display/count-text.ts";
import { HttpError } from "./http-error.ts";

/** The body as the contract parsed it, in a fixed field order: spacing and key order do not make it "different". */
export function fingerprintIdeaRequest(body: CreateIdea): string {
  const canonical = JSON.stringify([body.description, body.country, body.validationMode, body.title ?? null]);
  return createHash("sha256").update(canonical).digest("base64url");
}

export const idempotencyKeyReused = () => new HttpError({
  statusCode: 422,
  code: "idempotency_key_reused",
  message: "This Idempotency-Key was already used for a different idea. Use a new key for a new idea.",
});

function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

/**
 * The 429 for a founder's limit: which limit, and when it frees up. Daily limits free up at the
 * next UTC midnight, which Retry-After carries too.
 */
export function limitReached({ reply, limit, value, now = new Date() }: {
  reply: FastifyReply; limit: LimitName; value: number; now?: Date;
}): HttpError {
  if (limit === "active") {
    return new HttpError({
      statusCode: 429,
      code: "quota_exceeded",
      message: `You already have ${plural(value, "validation")} queued or running, the most at once. Submit this idea when one of them finishes.`,
    });
  }
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  reply.header("retry-after", String(Math.ceil((midnight - now.getTime()) / 1000)));
  const reached = limit === "daily-validations"
    ? `You have submitted ${value} validations today, the daily limit.`
    : `Your validations have used today's model budget of ${formatCount(value)} tokens.`;
  return new HttpError({
    statusCode: 429,
    code: "quota_exceeded",
    message: `${reached} You can submit again in ${describeWait(midnight - now.getTime())} (at 00:00 UTC).`,
  });
}
