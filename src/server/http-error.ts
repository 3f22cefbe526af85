/** An error the API answers as `{ error, code }` with this status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor({ statusCode, code, message }: { statusCode: number; code: string; message: string }) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const ideaNotFound = () => new HttpError({ statusCode: 404, code: "not_found", message: "Idea not found" });
export const unauthenticated = () => new HttpError({ statusCode: 401, code: "unauthenticated", message: "Authentication required" });
