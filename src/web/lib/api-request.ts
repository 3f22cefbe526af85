import { HttpError, parseApiError } from "./http-error.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Sends a JSON request with the session cookie and answers the parsed JSON body (undefined when the
 * answer has none). A non-OK answer fails with the server's `error` field when it sent one.
 * `options.headers` adds request headers (for example an Idempotency-Key).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...options.headers },
    body: body === undefined ? null : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    const apiError = parseApiError(text);
    throw new HttpError({
      status: response.status,
      message: apiError?.error ?? `${response.status}: ${text || response.statusText}`,
      code: apiError?.code,
      serverError: apiError?.error,
    });
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
