import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error.ts";

// NUL (which PostgreSQL refuses in text), the other C0 controls but tab, newline and carriage
// return (which descriptions may hold), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The dotted path of the first string holding a control character, or null. */
function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses text with control characters in any query or body field, naming the field, before routes read it. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = findControlCharacter(request.query, "") ?? findControlCharacter(request.body, "");
    if (field === null) return;
    throw new HttpError({
      statusCode: 400,
      code: "invalid_request",
      message: `${field || "The request"} must not contain control characters`,
    });
  });
}
