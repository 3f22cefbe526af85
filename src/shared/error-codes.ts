/**
 * Every machine code the API answers in `{ error, code }`: the server's error contract builds its
 * schema from this list, and the web client types the codes it reads with it.
 */
export const ERROR_CODES = [
  "bad_request",
  "cross_origin",
  "host_not_allowed",
  "idempotency_key_reused",
  "insufficient_scope",
  "internal_error",
  "invalid_request",
  "invalid_state",
  "malformed_json",
  "no_keyword_data",
  "not_found",
  "payload_too_large",
  "quota_exceeded",
  "rate_limited",
  "report_not_found",
  "service_unavailable",
  "sign_in_failed",
  "too_many_streams",
  "trends_unavailable",
  "unauthenticated",
  "unsupported_media_type",
  "validation_in_progress",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
