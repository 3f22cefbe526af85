import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces global fetch with a table of "METHOD /path" handlers and records every call, so component
 * tests exercise the real fetchers without a server. Unknown routes answer 404 `{error, code}`.
 */
export function mockFetch(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    const rawBody = typeof init?.body === "string" ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      url,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      credentials: init?.credentials,
    };
    requests.push(request);
    const path = new URL(url, "http://localhost").pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) return jsonResponse({ error: `No route for ${method} ${path}`, code: "not_found" }, 404);
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

export const signedInUser = {
  id: "00000000-0000-4000-8000-000000000001",
  username: "ada",
  email: "ada@example.com",
  name: "Ada Lovelace",
  avatarUrl: null,
};

export const signedIn: FakeRoute = () => jsonResponse(signedInUser);
export const signedOut: FakeRoute = () => jsonResponse({ error: "Sign in required", code: "unauthenticated" }, 401);
