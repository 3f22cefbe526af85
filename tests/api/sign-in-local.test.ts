import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

function sessionCookie(response: { cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }> }) {
  return response.cookies.find((cookie) => cookie.name === "greenlight_session");
}

describe("local sign-in", () => {
  it("serves a sign-in page with email and name fields", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login?returnTo=/library" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('name="email"');
    expect(response.body).toContain('name="name"');
    expect(response.body).toContain('value="/library"');
  });

  it("signs in from the form, sets a HttpOnly SameSite=Lax cookie and redirects to returnTo", async () => {
    const response = await t.app.inject({
      method: "POST", url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=Jane.Doe%40Example.com&name=Jane%20Doe&returnTo=%2Flibrary",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/library");
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `greenlight_session=${cookie?.value}` } });
    expect(me.json()).toMatchObject({ email: "jane.doe@example.com", name: "Jane Doe", username: "jane.doe" });
  });

  it("keeps the known name when a later sign-in leaves it blank, and updates it when one is typed", async () => {
    const me = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
    expect((await me(await t.signIn("kim@example.com", "Kim Lee"))).name).toBe("Kim Lee");
    expect((await me(await t.signIn("kim@example.com", ""))).name).toBe("Kim Lee");
    expect((await me(await t.signIn("kim@example.com", "Kim Park"))).name).toBe("Kim Park");
  });

  it("never follows a returnTo that leaves the site", async () => {
    for (const returnTo of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const response = await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `email=a%40b.co&returnTo=${encodeURIComponent(returnTo)}` });
      expect(response.headers.location).toBe("/");
    }
  });

  it("re-shows the form with an error for a bad email, and JSON callers get a 400", async () => {
    const form = await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "email=nope&name=X" });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain("Enter a valid email address");
    expect(sessionCookie(form)).toBeUndefined();
    const json = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "nope" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: "invalid_request" });
  });

  it("issues a new session id at every sign-in and ends the old one", async () => {
    const first = await t.signIn("sam@example.com");
    const second = await t.app.inject({ method: "POST", url: "/api/login", headers: { cookie: first }, payload: { email: "sam@example.com" } });
    const secondCookie = `greenlight_session=${sessionCookie(second)?.value}`;
    expect(secondCookie).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: secondCookie } })).statusCode).toBe(200);
  });

  it("logout ends the session on the server and redirects home", async () => {
    const cookie = await t.signIn("leo@example.com");
    const logout = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe("/");
    expect(sessionCookie(logout)?.value).toBe("");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: "Authentication required", code: "unauthenticated" });
  });

  it("stores only a hash of the session id", async () => {
    const cookie = await t.signIn("hash@example.com");
    const value = cookie.split("=")[1] ?? "";
    const rows = await queryRows<{ id_hash: string }>(t.database.db, `select id_hash from sessions`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id_hash === value)).toBe(false);
  });
});

describe("secure cookies", () => {
  it("marks the cookie Secure when the public URL is not localhost", async () => {
    const remote = await createTestApp({ env: { PUBLIC_URL: "https://greenlight.example.com" }, database: t.database });
    try {
      const response = await remote.app.inject({ method: "POST", url: "/api/login", payload: { email: "x@example.com" } });
      expect(sessionCookie(response)?.secure).toBe(true);
    } finally {
      await remote.close();
    }
  });
});
