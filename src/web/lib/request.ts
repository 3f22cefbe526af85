import type { ErrorCode } from "../../shared/error-codes.ts";
import { HttpError } from "../../shared/http-error.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** What a failed answer said, for wording the failure. */
export interface FailedAnswer {
  statusCode: number;
  statusText: string;
  bodyText: string;
  /** The API's own sentence when it answered `{ error, code }`. */
  serverError: string | undefined;
}

/** The default fetcher's wording for any failure: "status: body", or the status text when the body is empty. */
export const statusAndBody = ({ statusCode, statusText, bodyText }: FailedAnswer): string =>
  `${statusCode}: ${bodyText || statusText}`;

/** Mutations' wording: the server's sentence when it sent one, else "status: body". */
const serverErrorOrStatus = (answer: FailedAnswer): string => answer.serverError ?? statusAndBody(answer);

export interface RequestOptions<T> {
  method?: HttpMethod;
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** How a failure is worded for the screen; the server's sentence is kept apart on the error either way. */
  failureMessage?: (answer: FailedAnswer) => string;
  /** Reads a successful answer; by default its JSON body (undefined when it has none). */
  read?: (response: Response) => Promise<T>;
}

/** Reads `{ error, code }` from a failed answer's body; null when the body is not the API's error. */
function parseApiError(bodyText: string): { error: string; code: ErrorCode | undefined } | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      // The server's error contract holds `code` to the shared union, so the list itself need not
      // ship to the browser to check it.
      const code = "code" in body && typeof body.code === "string" ? (body.code as ErrorCode) : undefined;
      return { error: body.error, code };
    }
  } catch {
    // Not JSON (a proxy's error page, say): the failure is worded from the status instead.
  }
  return null;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Every API call of the web client: sends the session cookie (and a JSON body when given), and
 * answers the parsed answer. A non-OK answer fails with an HttpError carrying the status, the
 * API's code and sentence, and a message worded by `failureMessage`.
 */
export async function request<T = unknown>(options: RequestOptions<T>): Promise<T> {
  const { method = "GET", url, body, signal, headers, failureMessage = serverErrorOrStatus, read = readJson<T> } = options;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!response.ok) {
    const bodyText = await response.text();
    const apiError = parseApiError(bodyText);
    const answer: FailedAnswer = { statusCode: response.status, statusText: response.statusText, bodyText, serverError: apiError?.error };
    throw new HttpError({
      statusCode: response.status,
      message: failureMessage(answer),
      code: apiError?.code,
      serverError: apiError?.error,
    });
  }
  return read(response);
}
