import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../test/mock-fetch.ts";
import { HttpError } from "../../shared/http-error.ts";
import { AUTH_USER_KEY, createQueryClient, getQueryFn } from "./query-client.ts";

async function run(queryKey: readonly unknown[], on401: "returnNull" | "throw" = "throw"): Promise<unknown> {
  const queryFn = getQueryFn<unknown>({ on401 });
  const context = { queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() };
  return queryFn(context as unknown as Parameters<typeof queryFn>[0]);
}

describe("default query fetcher", () => {
  it("GETs the key segments joined by slashes, with credentials, and reads JSON", async () => {
    const { requests } = mockFetch({ "GET /api/ideas/abc/report": () => jsonResponse({ ok: 1 }) });
    await expect(run(["/api/ideas", "abc", "report"])).resolves.toEqual({ ok: 1 });
    expect(requests[0]).toMatchObject({ method: "GET", url: "/api/ideas/abc/report", credentials: "include" });
  });

  it("answers null on 401 when asked to", async () => {
    mockFetch({ "GET /api/auth/user": () => jsonResponse({ error: "Sign in required", code: "unauthenticated" }, 401) });
    await expect(run(["/api/auth/user"], "returnNull")).resolves.toBeNull();
  });

  it("fails with 'status: body' by default, including on 401", async () => {
    mockFetch({ "GET /api/auth/user": () => new Response("nope", { status: 401 }) });
    await expect(run(["/api/auth/user"])).rejects.toThrow("401: nope");
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch({ "GET /api/x": () => new Response("", { status: 503, statusText: "Service Unavailable" }) });
    const error = await run(["/api/x"]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("503: Service Unavailable");
    expect((error as HttpError).statusCode).toBe(503);
  });
});

describe("createQueryClient", () => {
  it("never retries, never goes stale and does not refetch on focus", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("marks the user signed out when any query answers 401", async () => {
    mockFetch({ "GET /api/ideas": () => jsonResponse({ error: "Sign in required", code: "unauthenticated" }, 401) });
    const client = createQueryClient();
    client.setQueryData(AUTH_USER_KEY, { id: "u" });
    await client.fetchQuery({ queryKey: ["/api/ideas"] }).catch(() => undefined);
    expect(client.getQueryData(AUTH_USER_KEY)).toBeNull();
  });
});
