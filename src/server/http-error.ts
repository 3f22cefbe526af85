import { HttpError } from "../shared/http-error.ts";

// Server code throws the same HttpError the web client catches; routes import it from here.
export { HttpError };

export const ideaNotFound = () => new HttpError({ statusCode: 404, code: "not_found", message: "Idea not found" });
/** 409: the idea is queued or running, so it cannot change now; `message` says what waits for it. */
export const validationInProgress = (message: string) => new HttpError({ statusCode: 409, code: "validation_in_progress", message });
export const unauthenticated = () => new HttpError({ statusCode: 401, code: "unauthenticated", message: "Authentication required" });
