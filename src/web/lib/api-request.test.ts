import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../test/mock-fetch.ts";
import { apiRequest } from "./api-request.ts";
import { describeError } from "./error-message.ts";
import { HttpError } from "./http-error.ts";

describe("apiRequest", () => {
  it("sends JSON with credentials and answers the parsed body", async () => {
    const { requests, fetchMock } = mockFetch({ "POST /api/ideas": () => jsonResponse({ id: "1" }, 201) });
    await expect(apiRequest("POST", "/api/ideas", { description: "x" })).resolves.toEqual({ id: "1" });
    expect(requests[0]).toMatchObject({ method: "POST", body: { description: "x" }, credentials: "include" });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("answers undefined for an empty body", async () => {
    mockFetch({ "DELETE /api/ideas/1": () => new Response(null, { status: 204 }) });
    await expect(apiRequest("DELETE", "/api/ideas/1")).resolves.toBeUndefined();
  });

  it("fails with the server's error field", async () => {
    mockFetch({ "POST /api/ideas": () => jsonResponse({ error: "description must not be empty", code: "invalid_request" }, 400) });
    const error = await apiRequest("POST", "/api/ideas", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: "description must not be empty", status: 400, code: "invalid_request" });
  });

  it("falls back to status and body when the server sent no error field", async () => {
    mockFetch({ "POST /api/ideas": () => new Response("Bad Gateway", { status: 502 }) });
    await expect(apiRequest("POST", "/api/ideas", {})).rejects.toThrow("502: Bad Gateway");
  });
});

describe("describeError", () => {
  it("prefers the server's sentence, then the fallback, then the thrown message", () => {
    expect(describeError(new HttpError({ status: 400, message: "x", serverError: "Too long" }), "Failed")).toBe("Too long");
    expect(describeError(new HttpError({ status: 502, message: "502: Bad Gateway" }), "Failed")).toBe("Failed");
    expect(describeError(new TypeError("Failed to fetch"), "Failed")).toBe("Failed to fetch");
    expect(describeError("weird", "Failed")).toBe("Unknown error occurred");
  });
});
