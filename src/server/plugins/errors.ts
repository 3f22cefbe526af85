import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
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

const FASTIFY_CODES: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: "malformed_json", message: "The request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: "malformed_json", message: "The request body is empty but JSON was declared" },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: "payload_too_large", message: "The request body is too large (64 KB at most)" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: "unsupported_media_type", message: "Send the request body as application/json" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: "bad_request", message: "The Content-Length header does not match the body" },
};

/** Every error leaves as `{ error, code }` with the right status; internals are logged, never shown. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      // A malformed id in the path names no resource: that is "not found", not a bad request.
      if (where === "params") {
        return reply.status(404).send({ error: error.validation[0]?.message ?? "Not found", code: "not_found" });
      }
      const message = error.validation.map((issue) => describeIssue(issue as unknown as Issue)).join("; ");
      return reply.status(400).send({ error: message, code: "invalid_request" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response failed its contract");
      return reply.status(500).send({ error: "Internal server error", code: "internal_error" });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.statusCode).send({ error: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: "Too many requests. Please slow down and try again shortly.", code: "rate_limited" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message, code: "bad_request" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: "Internal server error", code: "internal_error" });
  });
}
