import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error.ts";

/** No request of ours nests deeper than a few levels; this leaves ample room and stops stack-deep bodies. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` arrays or objects inside one another (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "[" || char === "{") {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === "]" || char === "}") {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (with its prototype-poisoning guard) once the
 * text is known to nest no deeper than MAX_JSON_DEPTH, so no hook, schema or serializer ever walks
 * a body deep enough to overflow the stack, on any route.
 */
export function registerJsonBodyParser(app: FastifyInstance, { bodyLimit }: { bodyLimit: number }): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError({
        statusCode: 400,
        code: "invalid_request",
        message: `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`,
      }), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
