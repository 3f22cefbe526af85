import { HttpError } from "../../shared/http-error.ts";

/**
 * The sentence a toast shows for a failed call: the server's `error` field when it sent one, the
 * caller's fallback for other HTTP failures, the thrown message otherwise.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverError ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error occurred";
}
