import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createToken } from "../helpers/api-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

/**
 * Every route the OpenAPI document lists, called with a read token and a validate token: what each
 * scope may change is a short list, and everything else that changes state is refused before the
 * route runs (403 insufficient_scope, whatever the body).
 */
const VALIDATE_MAY_CHANGE = ["POST /api/ideas", "POST /api/ideas/{id}/revalidate", "POST /api/ideas/{id}/evidence"];
/** Token management and sign-in stay with sessions, reads included. */
const SESSION_ONLY = /^\/api\/(tokens|login|logout|callback)(\/|$)/;

let t: TestApp;
let routes: Array<{ method: string; path: string }>;
const secrets: Record<"read" | "validate", string> = { read: "", validate: "" };

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn("scopes@example.com");
  secrets.read = (await createToken(t, { cookie, scope: "read" })).secret;
  secrets.validate = (await createToken(t, { cookie, scope: "validate" })).secret;
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
    // The live progress stream never ends; its scope is a GET's like any other.
    .filter((route) => route.path !== "/api/ideas/events");
});
afterAll(async () => t?.close());

function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => (name === "{token}" ? "x".repeat(43) : randomUUID()));
}

async function call(scope: "read" | "validate", { method, path }: { method: string; path: string }) {
  const hasBody = method !== "GET" && method !== "DELETE";
  return t.app.inject({ method: method as "GET", url: concrete(path), headers: bearer(secrets[scope]), ...(hasBody ? { payload: {} } : {}) });
}

describe("token scopes on every route", () => {
  it("covers the routes that change state", () => {
    const changing = routes.filter((route) => route.method !== "GET").map((route) => `${route.method} ${route.path}`);
    for (const route of [...VALIDATE_MAY_CHANGE, "DELETE /api/ideas/{id}", "PATCH /api/settings", "DELETE /api/account", "POST /api/tokens"]) expect(changing).toContain(route);
  });

  it("lets a read token read, and refuses it every change", async () => {
    for (const route of routes) {
      const answer = await call("read", route);
      const name = `${route.method} ${route.path}`;
      if (route.method === "GET" && !SESSION_ONLY.test(route.path)) expect(answer.statusCode, name).not.toBe(403);
      else expect(answer.json<{ code: string }>(), name).toMatchObject({ code: "insufficient_scope" });
    }
  });

  it("lets a validate token validate, re-validate and record results, and nothing else that changes state", async () => {
    for (const route of routes) {
      const answer = await call("validate", route);
      const name = `${route.method} ${route.path}`;
      const allowed = (route.method === "GET" && !SESSION_ONLY.test(route.path)) || VALIDATE_MAY_CHANGE.includes(name);
      if (allowed) expect(answer.statusCode, name).not.toBe(403);
      else expect(answer.json<{ code: string }>(), name).toMatchObject({ code: "insufficient_scope" });
    }
  });
});
