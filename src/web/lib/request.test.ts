import { describe, expect, it } from "vitest";
import { HttpError } from "../../shared/http-error.ts";
import { jsonResponse, mockFetch } from "../test/mock-fetch.ts";
import { describeError } from "./error-message.ts";
import { request, statusAndBody } from "./request.ts";

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("request", () => {
  it("sends a JSON body with credentials and answers the parsed body", async () => {
    const { requests, fetchMock } = mockFetch({ "POST /api/ideas": () => jsonResponse({ id: "1" }, 201) });
    await expect(request({ method: "POST", url: "/api/ideas", body: { description: "x" } })).resolves.toEqual({ id: "1" });
    expect(requests[0]).toMatchObject({ method: "POST", body: { description: "x" }, credentials: "include" });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("GETs by default, with credentials, no body and no content type", async () => {
    const { requests, fetchMock } = mockFetch({ "GET /api/site": () => jsonResponse({ ok: true }) });
    await expect(request({ url: "/api/site" })).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({ method: "GET", credentials: "include", body: undefined });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({});
  });

  it("adds the caller's headers", async () => {
    const { fetchMock } = mockFetch({ "POST /api/ideas": () => jsonResponse({ id: "1" }, 201) });
    await request({ method: "POST", url: "/api/ideas", body: {}, headers: { "Idempotency-Key": "k1" } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k1" });
  });

  it("answers undefined for an empty body", async () => {
    mockFetch({ "DELETE /api/ideas/1": () => new Response(null, { status: 204 }) });
    await expect(request({ method: "DELETE", url: "/api/ideas/1" })).resolves.toBeUndefined();
  });

  it("fails with the server's sentence, status and code", async () => {
    mockFetch({ "POST /api/ideas": () => jsonResponse({ error: "description must not be empty", code: "invalid_request" }, 400) });
    const error = await failureOf(request({ method: "POST", url: "/api/ideas", body: {} }));
    expect(error).toMatchObject({ message: "description must not be empty", statusCode: 400, code: "invalid_request", serverError: "description must not be empty" });
  });

  it("falls back to status and body, then status text, when the answer is not the API's error", async () => {
    mockFetch({
      "POST /api/ideas": () => new Response("Bad Gateway", { status: 502 }),
      "GET /api/ideas": () => new Response("", { status: 503, statusText: "Service Unavailable" }),
    });
    const gateway = await failureOf(request({ method: "POST", url: "/api/ideas", body: {} }));
    expect(gateway).toMatchObject({ message: "502: Bad Gateway", statusCode: 502, code: undefined, serverError: undefined });
    const unavailable = await failureOf(request({ url: "/api/ideas" }));
    expect(unavailable.message).toBe("503: Service Unavailable");
  });

  it("words each status as the caller asks, keeping the server's sentence apart", async () => {
    mockFetch({
      "GET /api/ideas/1/keyword-trends": () => jsonResponse({ error: "API quota exceeded. Please try again later.", code: "quota_exceeded" }, 429),
      "GET /api/ideas/1/report": () => jsonResponse({ error: "Idea not found", code: "not_found" }, 404),
    });
    const wording = ({ statusCode, statusText }: { statusCode: number; statusText: string }) => `Failed (${statusCode} ${statusText})`;
    const quota = await failureOf(request({ url: "/api/ideas/1/keyword-trends", failureMessage: wording }));
    expect(quota).toMatchObject({ message: "Failed (429 )", statusCode: 429, code: "quota_exceeded" });
    const missing = await failureOf(request({ url: "/api/ideas/1/report", failureMessage: statusAndBody }));
    expect(missing.message).toBe('404: {"error":"Idea not found","code":"not_found"}');
    expect(describeError(missing, "Failed")).toBe("Idea not found");
  });

  it("passes the abort signal on, so an aborted call fails without an answer", async () => {
    const { fetchMock } = mockFetch({});
    fetchMock.mockImplementation((_input, init) => new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
    }));
    const controller = new AbortController();
    const pending = request({ url: "/api/ideas", signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reads the answer with the caller's reader", async () => {
    mockFetch({
      "GET /api/export": () => new Response("{}", { headers: { "content-disposition": 'attachment; filename="x.json"' } }),
    });
    const name = await request({ url: "/api/export", read: (response) => Promise.resolve(response.headers.get("content-disposition")) });
    expect(name).toBe('attachment; filename="x.json"');
  });
});

describe("describeError", () => {
  it("prefers the server's sentence, then the fallback, then the thrown message", () => {
    expect(describeError(new HttpError({ statusCode: 400, message: "x", serverError: "Too long" }), "Failed")).toBe("Too long");
    expect(describeError(new HttpError({ statusCode: 502, message: "502: Bad Gateway" }), "Failed")).toBe("Failed");
    expect(describeError(new TypeError("Failed to fetch"), "Failed")).toBe("Failed to fetch");
    expect(describeError("weird", "Failed")).toBe("Unknown error occurred");
  });
});
