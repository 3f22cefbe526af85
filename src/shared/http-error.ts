import type { ErrorCode } from "./error-codes.ts";

/**
 * An HTTP failure, on both sides of the API: the server throws it to answer `{ error: message, code }`
 * with this status, and the web client throws it when a call fails. On the web the message may word
 * the failure for the screen, so the server's own sentence is kept apart in `serverError`; `code` and
 * `serverError` are undefined when the answer was not the API's (a proxy's error page, say).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  readonly serverError: string | undefined;

  constructor(init: { statusCode: number; message: string; code?: ErrorCode | undefined; serverError?: string | undefined }) {
    super(init.message);
    this.name = "HttpError";
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.serverError = init.serverError;
  }
}

export function isHttpError(error: unknown, statusCode?: number): error is HttpError {
  return error instanceof HttpError && (statusCode === undefined || error.statusCode === statusCode);
}
