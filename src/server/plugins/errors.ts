import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ApiError } from "../../shared/contracts/errors.ts";
import type { ErrorCode } from "../../shared/error-codes.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../database-outage.ts";
import { HttpError } from "../http-error.ts";

interface Issue {
  path?: readonly PropertyKey[];
  instancePath?: string;
  message: string;
}

function describeIssue(issue: Issue): string {
  const path = issue.path?.length ? issue.path.map(String).join(".") : issue.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  if (!path) return issue.message;
  return issue.message.includes(path) ? issue.message : `${path}: ${issue.message}`;
}

const FASTIFY_CODES: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: "malformed_json", message: "The request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: "malformed_json", message: "The request body is empty but JSON was declared" },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: "payload_too_large", message: "The request body is too large (64 KB at most)" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: "unsupported_media_type", message: "Send the request body as application/json" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: "bad_request", message: "The Content-Length header does not match the body" },
};

/** Typed, so every code sent is one the shared union (and the web client) knows. */
function sendError(reply: FastifyReply, statusCode: number, body: ApiError): FastifyReply {
  return reply.status(statusCode).send(body);
}

/** Every error leaves as `{ error, code }` with the right status; internals are logged, never shown. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const code = error.code ?? (error.statusCode >= 500 ? "internal_error" : "bad_request");
      return sendError(reply, error.statusCode, { error: error.message, code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      // A malformed id in the path names no resource: that is "not found", not a bad request.
      if (where === "params") {
        return sendError(reply, 404, { error: error.validation[0]?.message ?? "Not found", code: "not_found" });
      }
      const message = error.validation.map((issue) => describeIssue(issue as unknown as Issue)).join("; ");
      return sendError(reply, 400, { error: message, code: "invalid_request" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response failed its contract");
      return sendError(reply, 500, { error: "Internal server error", code: "internal_error" });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.statusCode, { error: known.message, code: known.code });
    if (error.statusCode === 429) {
      return sendError(reply, 429, { error: "Too many requests. Please slow down and try again shortly.", code: "rate_limited" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, { error: error.message, code: "bad_request" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, { error: "Greenlight cannot reach its database right now. Please try again in a few seconds.", code: "service_unavailable" });
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, { error: "Internal server error", code: "internal_error" });
  });
}
