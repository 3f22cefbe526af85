import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error.ts";

// NUL (which PostgreSQL refuses in text), the other C0 controls but tab, newline and carriage
// return (which descriptions may hold), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The dotted path of the first string holding a control character, or null. The walk keeps its own
 * stack instead of recursing, so no nesting however deep can overflow the call stack.
 */
function findControlCharacter(root: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: root, path: "" }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (CONTROL_CHARACTER.test(value)) return path;
    } else if (value && typeof value === "object") {
      // Pushed last to first, so fields are looked at in order and the first offender is named.
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Refuses text with control characters in any query or body field, naming the field, before routes read it. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = findControlCharacter(request.query) ?? findControlCharacter(request.body);
    if (field === null) return;
    throw new HttpError({
      statusCode: 400,
      code: "invalid_request",
      message: `${field || "The request"} must not contain control characters`,
    });
  });
}
