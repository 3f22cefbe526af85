import { HttpError } from "../../../../shared/http-error.ts";

/**
 * Waitlist failure text: the server's error message, else "Failed to submit waitlist
 * entry" for an answer without one, else (nothing reached the server) "Please try again.".
 */
export function describeWaitlistError(error: unknown): string {
  if (error instanceof HttpError) return error.serverError ?? "Failed to submit waitlist entry";
  return "Please try again.";
}
