import { HttpError } from "../../../../shared/http-error.ts";
import { request } from "../../../lib/request.ts";

export const WAITLIST_URL = "/api/validations/waitlist";

/** Saves the visitor's idea and email; answers the server's confirmation sentence. */
export async function submitWaitlistEntry(entry: { email: string; ideaText: string }): Promise<string> {
  const answer = await request<{ ok: true; message: string }>({ method: "POST", url: WAITLIST_URL, body: entry });
  return answer.message;
}

/**
 * Waitlist failure text: the server's error message, else "Failed to submit waitlist
 * entry" for an answer without one, else (nothing reached the server) "Please try again.".
 */
export function describeWaitlistError(error: unknown): string {
  if (error instanceof HttpError) return error.serverError ?? "Failed to submit waitlist entry";
  return "Please try again.";
}
