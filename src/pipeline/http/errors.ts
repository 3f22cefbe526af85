/**
 * Why an outbound call failed, in words a report can quote:
 * - blocked: the SSRF guard refused the target (scheme, address or port);
 * - unreachable: no connection could be made (DNS, refused, no route, connect timeout);
 * - timeout: connected but no full answer in time;
 * - rate-limited: the API asked us to wait longer than we may;
 * - quota: the API says the plan's quota is spent;
 * - too-large: the answer passed the size cap;
 * - http: any other non-success status;
 * - invalid: the answer was not what the API documents;
 * - aborted: the caller gave up (its budget ran out).
 */
export type OutboundErrorKind = "blocked" | "unreachable" | "timeout" | "rate-limited" | "quota" | "too-large" | "http" | "invalid" | "aborted";

export class OutboundError extends Error {
  readonly kind: OutboundErrorKind;
  readonly host: string;
  readonly status: number | undefined;
  /** How long the API asked us to wait, when it said. */
  readonly retryAfterMs: number | undefined;
  /** The start of an error answer's body (at most a few KB), for API-specific mapping. */
  readonly body: string | undefined;

  constructor({ kind, host, message, status, retryAfterMs, body, cause }: {
    kind: OutboundErrorKind;
    host: string;
    message: string;
    status?: number;
    retryAfterMs?: number;
    body?: string;
    cause?: unknown;
  }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "OutboundError";
    this.kind = kind;
    this.host = host;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.body = body;
  }
}

export function isOutboundError(error: unknown): error is OutboundError {
  return error instanceof OutboundError;
}

const CONNECT_CODES: Record<string, string> = {
  ENOTFOUND: "DNS lookup failed",
  EAI_AGAIN: "DNS lookup failed",
  ECONNREFUSED: "connection refused",
  EHOSTUNREACH: "no route to host",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "connection reset",
  UND_ERR_CONNECT_TIMEOUT: "connect timeout",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate could not be verified",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "TLS certificate could not be verified",
  SELF_SIGNED_CERT_IN_CHAIN: "TLS certificate could not be verified",
  DEPTH_ZERO_SELF_SIGNED_CERT: "TLS certificate could not be verified",
  CERT_HAS_EXPIRED: "TLS certificate has expired",
};

/**
 * Failures that say the host cannot be used at all (no address, no route, nobody listening, or a
 * TLS identity that does not match), so retrying is pointless and further calls should not wait.
 */
export const HOST_DOWN_CODES = new Set([
  "ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID", "UNABLE_TO_VERIFY_LEAF_SIGNATURE", "CERT_HAS_EXPIRED", "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN", "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
]);

export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function describeConnectFailure(code: string | undefined): string {
  return (code && CONNECT_CODES[code]) ?? (code ? `network error ${code}` : "network error");
}
