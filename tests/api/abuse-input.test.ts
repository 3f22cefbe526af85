import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_PATH } from "../../src/server/auth/bearer-tokens.ts";
import { MAX_JSON_DEPTH } from "../../src/server/plugins/json-body.ts";
import { DOG_WALKER_ASSUMPTIONS } from "../helpers/experiment-plan-fixture.ts";
import { readReportFixture, seedCompletedIdea } from "../helpers/seed-report.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let cookie: string;
let ideaId: string;
let shareToken: string;
const OWNER = "input-owner@example.com";

beforeAll(async () => {
  t = await createTestApp();
  const body = { ...(await readReportFixture("dog-walker-with-sources.json")), riskiestAssumptions: DOG_WALKER_ASSUMPTIONS };
  ({ ideaId } = await seedCompletedIdea({ db: t.database.db, email: OWNER, title: "Dog walker scheduling", description: "Walks and billing", body }));
  cookie = await t.signIn(OWNER);
  const link = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie } });
  shareToken = String(link.json().path).split("/").pop()!;
});
afterAll(async () => t.close());

/** `{"a":[[[…]]]}` nested 30,000 deep: about 60 KB, under the 64 KB body limit. */
const DEEP_JSON = `{"a":${"[".repeat(30_000)}${"]".repeat(30_000)}}`;

/** Every route that takes a body, from the OpenAPI document, plus the hidden sign-in and MCP routes; ids filled in. */
async function bodyRoutes(): Promise<Array<{ method: string; url: string }>> {
  const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes = [{ method: "POST", url: "/api/login" }, { method: "POST", url: MCP_PATH }];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
      if (!["POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
      routes.push({ method, url: path.replace(/\{token\}/g, shareToken).replace(/\{[^}]+\}/g, ideaId) });
    }
  }
  return routes;
}

describe("deeply nested JSON", () => {
  it("answers 400 naming the depth limit on every route, signed in or not, never 500", async () => {
    expect(DEEP_JSON.length).toBeLessThan(64 * 1024);
    const routes = await bodyRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const headers of [{ "content-type": "application/json" }, { "content-type": "application/json", cookie }]) {
        const response = await t.app.inject({ ...route, headers, payload: DEEP_JSON });
        const where = `${route.method} ${route.url} ${headers.cookie ? "signed in" : "signed out"}`;
        expect(response.statusCode, where).toBeLessThan(500);
        // The sign-out and host checks may answer first; whatever parses the body refuses it for its depth.
        if (response.statusCode === 400) {
          expect(response.json(), where).toEqual({ code: "invalid_request", error: `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep` });
        }
      }
    }
  });

  it("still reads a body nested within the limit", async () => {
    const response = await t.app.inject({ method: "PATCH", url: "/api/settings", headers: { cookie }, payload: { notifications: { email: { reportReady: true } } } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error ?? "").not.toMatch(/levels deep/);
  });
});

describe("?version= out of range", () => {
  const routes = () => [
    `/api/ideas/${ideaId}/report`,
    `/api/ideas/${ideaId}/report.pdf`,
    `/api/ideas/${ideaId}/experiment-plan.md`,
    `/api/ideas/${ideaId}/smoke-test.html`,
  ];
  it.each([
    ["2147483648", "version must be at most 2147483647"],
    ["4294967296", "version must be at most 2147483647"],
    ["99999999999999999999", "version must be at most 2147483647"],
    ["0", "version must be at least 1"],
    ["-3", "version must be at least 1"],
    ["1.5", "version must be a whole number"],
    ["abc", "version must be a whole number"],
    ["1e400", "version must be a whole number"],
  ])("version=%s answers 400 %j on every versioned route", async (version, message) => {
    for (const url of routes()) {
      const response = await t.app.inject({ method: "GET", url: `${url}?version=${version}`, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe("invalid_request");
      expect(response.json().error, url).toContain(message);
    }
    const share = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links?version=${version}`, headers: { cookie } });
    expect(share.statusCode).toBe(400);
    expect(share.json().error).toContain(message);
  });

  it("still serves the largest stored version asked for by number", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report?version=1`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report?version=2147483647`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe("request bodies that are not JSON", () => {
  it.each([
    ["application/x-www-form-urlencoded", "description=Espresso+parts&country=US"],
    ["text/plain", '{"description":"Espresso parts by mail for vintage machines","country":"US"}'],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"description\"\r\n\r\nEspresso\r\n--x--"],
  ])("%s answers 415 on a JSON route", async (contentType, payload) => {
    for (const route of [{ method: "POST" as const, url: "/api/ideas" }, { method: "PATCH" as const, url: "/api/settings" }, { method: "POST" as const, url: "/api/validations/waitlist" }]) {
      const response = await t.app.inject({ ...route, headers: { cookie, "content-type": contentType }, payload });
      expect(response.statusCode, route.url).toBe(415);
      expect(response.json(), route.url).toEqual({ code: "unsupported_media_type", error: "Send the request body as application/json" });
    }
  });

  it("still takes the sign-in page's form", async () => {
    const response = await t.app.inject({
      method: "POST", url: "/api/login", headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "form-user@example.com", name: "Form", returnTo: "/library" }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/library");
  });
});

describe("a route's own Content-Security-Policy", () => {
  it("is kept on the smoke-test page, while other answers get the site's policy", async () => {
    const page = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/smoke-test.html`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; sandbox");
    const other = await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } });
    expect(other.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
  });
});
