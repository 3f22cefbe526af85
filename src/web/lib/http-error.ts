/**
 * An HTTP failure that keeps its status and the server's `{error, code}` when it sent them, so
 * callers can branch on the status and show the server's own sentence.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverError: string | undefined;

  constructor(init: { status: number; message: string; code?: string | undefined; serverError?: string | undefined }) {
    super(init.message);
    this.name = "HttpError";
    this.status = init.status;
    this.code = init.code;
    this.serverError = init.serverError;
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** Reads `{error, code}` from a server error body; null when the body is not that shape. */
export function parseApiError(bodyText: string): { error: string; code: string | undefined } | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      const code = "code" in body && typeof body.code === "string" ? body.code : undefined;
      return { error: body.error, code };
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return null;
}
