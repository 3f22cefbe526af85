import { GreenlightUnreachableError } from "../api-transport.ts";
import { GreenlightApiError } from "../greenlight-api.ts";

/** What `greenlight` exits with, so scripts can tell the failures apart. */
export const EXIT = {
  ok: 0,
  /** The API refused for another reason: bad input (400/422), a limit (429), a conflict (409), a server error. */
  refused: 1,
  usage: 2,
  /** No token, or a token that is wrong, revoked, expired or lacks the scope (401, 403). */
  auth: 3,
  notFound: 4,
  /** The validation ran and failed. */
  validationFailed: 5,
  /** The server could not be reached. */
  network: 6,
} as const;

export class UsageError extends Error {
  override name = "UsageError";
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof GreenlightUnreachableError) return EXIT.network;
  if (error instanceof GreenlightApiError) {
    if (error.status === 401 || error.status === 403) return EXIT.auth;
    if (error.status === 404) return EXIT.notFound;
    return EXIT.refused;
  }
  throw error;
}
