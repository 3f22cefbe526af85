import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeReturnTo } from "../../src/server/auth/return-to.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;

const madeUpCookie = () => `greenlight_session=${randomBytes(32).toString("base64url")}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signedIn(cookie: string): Promise<boolean> {
  return (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;
}

describe("returnTo after sign-in", () => {
  const PUBLIC_URL = "http://localhost:5000";
  it.each([
    ["/library", "/library"],
    ["/report/8d1c?tab=sources#top", "/report/8d1c?tab=sources#top"],
    ["/a path", "/a%20path"],
    ["//evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/\r\nLocation: https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["/%2F%2Fevil.example", "/"],
    ["/%2f/evil.example", "/"],
    ["/%5Cevil.example", "/"],
    ["/%09/evil.example", "/"],
    ["/%0a/evil.example", "/"],
    ["/%E0%A4%A", "/"],
    ["https://evil.example/", "/"],
    ["http://localhost:5000/library", "/"],
    ["javascript:alert(1)", "/"],
    ["/api/logout", "/"],
    ["/%2e%2e/api/export", "/"],
    // Dot segments collapse when the browser resolves the path; "//evil.example" is what would be left.
    ["/.//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/%2E%2E//evil.example", "/"],
    ["/a/..//evil.example", "/"],
    ["/a/%2e%2e//evil.example", "/"],
    ["/./%2F/evil.example", "/"],
    ["/.\\/evil.example", "/"],
    ["/a/../library", "/library"],
    ["", "/"],
  ])("%j goes to %j", (value, expected) => {
    expect(safeReturnTo({ value, publicUrl: PUBLIC_URL })).toBe(expected);
  });

  it("redirects only within the site through the sign-in form, and a newline is no 500", async () => {
    for (const [returnTo, location] of [
      ["/library", "/library"], ["/\t/evil.example", "/"], ["/\n/evil.example", "/"], ["/%5C/evil.example", "/"], ["/.//evil.example", "/"], ["/a/..//evil.example", "/"],
    ]) {
      const response = await t.app.inject({
        method: "POST", url: "/api/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email: "form@example.com", name: "Form", returnTo: returnTo! }).toString(),
        remoteAddress: "10.0.0.1",
      });
      expect(response.statusCode, returnTo).toBe(303);
      expect(response.headers.location, returnTo).toBe(location);
    }
    const page = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${encodeURIComponent("/\t/evil.example")}` });
    expect(page.body).toContain('name="returnTo" value="/"');
  });
});

describe("logout", () => {
  it("keeps the session on a cross-site GET and ends it on the app's own navigation", async () => {
    const cookie = await t.signIn("leaver@example.com");
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
    ]) {
      const response = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/");
      expect(response.headers["set-cookie"], JSON.stringify(headers)).toBeUndefined();
      expect(await signedIn(cookie), JSON.stringify(headers)).toBe(true);
    }
    const own = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(own.statusCode).toBe(303);
    expect(await signedIn(cookie)).toBe(false);

    // Typing the address (or a bookmark) is the founder's own navigation too.
    const typed = await t.signIn("leaver@example.com");
    await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: typed, "sec-fetch-site": "none" } });
    expect(await signedIn(typed)).toBe(false);
  });

  it("ends the founder's live event stream", async () => {
    const cookie = await t.signIn("streamer@example.com");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ideas/events`, { headers: { cookie }, signal: controller.signal });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
      let done = false;
      while (!done) done = (await reader.read()).done;
      expect(done).toBe(true);
      expect(controller.signal.aborted).toBe(false);
    } finally {
      clearTimeout(timer);
    }
  });
});

describe("rate limits", () => {
  // The same database behind an app allowing 8 requests a minute per founder or address.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "8" }, database: t.database });
  });
  afterAll(async () => limited.close());

  it("count sign-in attempts per address whatever cookie they carry", async () => {
    const attempt = (remoteAddress: string) => t.app.inject({
      method: "POST", url: "/api/login", remoteAddress,
      headers: { cookie: madeUpCookie(), "content-type": "application/json" },
      payload: { email: "not-an-email" },
    });
    for (let i = 0; i < 30; i += 1) expect((await attempt("10.0.0.9")).statusCode).toBe(400);
    const limited = await attempt("10.0.0.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect((await attempt("10.0.0.10")).statusCode).toBe(400);
  });

  it("count shared-PDF renders per address whatever cookie they carry", async () => {
    const render = (remoteAddress: string) => t.app.inject({
      method: "GET", url: `/api/shared/${"a".repeat(43)}/report.pdf`, remoteAddress, headers: { cookie: madeUpCookie() },
    });
    for (let i = 0; i < 20; i += 1) expect((await render("10.0.1.1")).statusCode).toBe(404);
    expect((await render("10.0.1.1")).statusCode).toBe(429);
    expect((await render("10.0.1.2")).statusCode).toBe(404);
  });

  it("count a signed-in founder's requests across sessions, and made-up cookies as their address", async () => {
    const first = await limited.signIn("counted@example.com");
    const second = await limited.signIn("counted@example.com");
    const read = (cookie: string, remoteAddress = "10.0.2.1") => limited.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie }, remoteAddress });
    for (let i = 0; i < 4; i += 1) {
      expect((await read(first)).statusCode).toBe(200);
      expect((await read(second, "10.0.2.2")).statusCode).toBe(200);
    }
    expect((await read(first, "10.0.2.3")).statusCode).toBe(429);
    expect((await read(await limited.signIn("other@example.com"), "10.0.2.3")).statusCode).toBe(200);

    for (let i = 0; i < 8; i += 1) expect((await read(madeUpCookie(), "10.0.3.1")).statusCode).toBe(401);
    expect((await read(madeUpCookie(), "10.0.3.1")).statusCode).toBe(429);
  });

  it("ignore X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    const spoof = (app: TestApp, forwardedFor: string) => app.app.inject({
      method: "GET", url: "/api/health", remoteAddress: "10.0.4.1", headers: { "x-forwarded-for": forwardedFor },
    });
    for (let i = 0; i < 8; i += 1) expect((await spoof(limited, `203.0.113.${i}`)).statusCode).toBe(200);
    expect((await spoof(limited, "203.0.113.99")).statusCode).toBe(429);

    const proxied = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "8", TRUST_PROXY: "10.0.4.1" }, database: t.database });
    try {
      for (let i = 0; i < 12; i += 1) expect((await spoof(proxied, `203.0.113.${i}`)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
