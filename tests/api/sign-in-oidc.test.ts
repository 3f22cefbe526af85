import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "../../src/db/schema.ts";
import { OIDC_STATE_COOKIE } from "../../src/server/auth/oidc-routes.ts";
import { SESSION_COOKIE } from "../../src/server/plugins/auth.ts";
import { CookieJar, TEST_ACCOUNT, authorizeAtProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import type { TestOidcProvider } from "../helpers/oidc-provider.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

// Nothing listens here: Greenlight is driven with app.inject; the provider only needs it registered.
const APP_URL = "http://127.0.0.1:4321";
const CALLBACK = `${APP_URL}/api/callback`;

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name && cookie.value !== "")?.value;
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Drives one browser through Greenlight and the provider; every step is a separate call so tests can stop or replay. */
function signInFlow(testApp: () => TestApp) {
  const begin = async ({ returnTo, cookie }: { returnTo?: string; cookie?: string } = {}) => {
    const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
    const response = await testApp().app.inject({ method: "GET", url: `/api/login${query}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(302);
    const state = cookieValue(response, OIDC_STATE_COOKIE);
    expect(state).toBeTruthy();
    return { authorizationUrl: String(response.headers.location), stateCookie: `${OIDC_STATE_COOKIE}=${state}` };
  };
  const callback = (callbackUrl: URL, cookies: string[]) => testApp().app.inject({
    method: "GET",
    url: `/api/callback${callbackUrl.search}`,
    headers: { cookie: cookies.join("; ") },
  });
  const complete = async ({ returnTo, sessionCookie, jar }: { returnTo?: string; sessionCookie?: string; jar?: CookieJar } = {}) => {
    const started = await begin({ returnTo, cookie: sessionCookie });
    const callbackUrl = await authorizeAtProvider({ authorizationUrl: started.authorizationUrl, callbackPrefix: CALLBACK, jar });
    return callback(callbackUrl, [started.stateCookie, ...(sessionCookie ? [sessionCookie] : [])]);
  };
  return { begin, callback, complete };
}

async function currentUser({ app }: TestApp, cookie: string) {
  return app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
}

async function sessionCount({ database }: TestApp): Promise<number> {
  return (await database.db.select().from(sessions)).length;
}

describe("OpenID Connect sign-in with a confidential client", () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;
  const flow = signInFlow(() => testApp);

  beforeAll(async () => {
    provider = await startOidcProvider({ appUrl: APP_URL });
    testApp = await createTestApp({
      env: provider.appEnv,
    });
  }, 30_000);

  afterAll(async () => { await testApp?.close(); await provider?.close(); });

  it("sends the browser to the provider with PKCE, state, nonce and the registered callback", async () => {
    const { authorizationUrl } = await flow.begin({ returnTo: "/ideas/new" });
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("client_id")).toBe(provider.client.id);
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const [attempt] = await testApp.database.db.select().from(loginAttempts).where(eq(loginAttempts.state, url.searchParams.get("state") ?? ""));
    expect(attempt?.returnTo).toBe("/ideas/new");
  });

  it("signs in, lands on returnTo with a session cookie, and knows the provider's user", async () => {
    const response = await flow.complete({ returnTo: "/ideas/new" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/ideas/new");
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    const me = await currentUser(testApp, `${SESSION_COOKIE}=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: TEST_ACCOUNT.email, name: TEST_ACCOUNT.name, username: "ada", avatarUrl: TEST_ACCOUNT.picture });
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, TEST_ACCOUNT.email));
    expect(user?.subject).toBe(`${provider.issuer}|${TEST_ACCOUNT.sub}`);
  });

  it("refuses an off-site returnTo and lands on the home page instead", async () => {
    const response = await flow.complete({ returnTo: "//evil.example/steal" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
  });

  it("issues a new session id at every sign-in and ends the one it replaces", async () => {
    const planted = `${SESSION_COOKIE}=planted-by-someone-else`;
    const first = await flow.complete({ sessionCookie: planted });
    const firstId = cookieValue(first, SESSION_COOKIE);
    expect(firstId).toBeTruthy();
    expect(firstId).not.toBe("planted-by-someone-else");

    const second = await flow.complete({ sessionCookie: `${SESSION_COOKIE}=${firstId}` });
    const secondId = cookieValue(second, SESSION_COOKIE);
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(firstId);
    expect((await currentUser(testApp, `${SESSION_COOKIE}=${firstId}`)).statusCode).toBe(401);
    expect((await currentUser(testApp, `${SESSION_COOKIE}=${secondId}`)).statusCode).toBe(200);
  });

  it("refuses an unknown, missing, foreign or expired state with 400 and starts no session", async () => {
    const before = await sessionCount(testApp);
    const unknown = await flow.callback(new URL(`${CALLBACK}?code=abc&state=unknown`), [`${OIDC_STATE_COOKIE}=unknown`]);
    const missing = await flow.callback(new URL(`${CALLBACK}?code=abc`), []);

    // A callback link from someone else's sign-in, opened in a browser that did not start it.
    const started = await flow.begin();
    const foreignUrl = await authorizeAtProvider({ authorizationUrl: started.authorizationUrl, callbackPrefix: CALLBACK });
    const foreign = await flow.callback(foreignUrl, [`${OIDC_STATE_COOKIE}=another-browser`]);

    const stale = await flow.begin();
    const staleState = new URL(stale.authorizationUrl).searchParams.get("state") ?? "";
    await testApp.database.db.update(loginAttempts).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(loginAttempts.state, staleState));
    const staleUrl = await authorizeAtProvider({ authorizationUrl: stale.authorizationUrl, callbackPrefix: CALLBACK });
    const expired = await flow.callback(staleUrl, [stale.stateCookie]);

    for (const response of [unknown, missing, foreign, expired]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_state" });
      expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
    }
    expect(await sessionCount(testApp)).toBe(before);
  });

  it("refuses a replayed callback: the second use of the same code gets 400 and no session", async () => {
    const started = await flow.begin();
    const callbackUrl = await authorizeAtProvider({ authorizationUrl: started.authorizationUrl, callbackPrefix: CALLBACK });
    const first = await flow.callback(callbackUrl, [started.stateCookie]);
    expect(first.statusCode).toBe(303);
    const afterFirst = await sessionCount(testApp);

    const replay = await flow.callback(callbackUrl, [started.stateCookie]);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: "invalid_state" });
    expect(cookieValue(replay, SESSION_COOKIE)).toBeUndefined();

    // The same code smuggled into a fresh attempt reaches the provider, which refuses it.
    const fresh = await flow.begin();
    const freshState = new URL(fresh.authorizationUrl).searchParams.get("state") ?? "";
    const smuggled = new URL(callbackUrl);
    smuggled.searchParams.set("state", freshState);
    const refused = await flow.callback(smuggled, [fresh.stateCookie]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "sign_in_failed", error: expect.stringContaining("invalid_grant") });
    expect(cookieValue(refused, SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount(testApp)).toBe(afterFirst);
  });

  it("answers a sign-in the user declined at the provider with 400, not 500", async () => {
    const started = await flow.begin();
    const callbackUrl = await authorizeAtProvider({ authorizationUrl: started.authorizationUrl, callbackPrefix: CALLBACK, deny: true });
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    const response = await flow.callback(callbackUrl, [started.stateCookie]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "sign_in_failed", error: expect.stringMatching(/^Sign-in failed: access_denied/) });
    expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
  });

  it("logs out: ends the session here, then at the provider, which sends the browser home", async () => {
    const jar = new CookieJar();
    const signedIn = await flow.complete({ jar });
    const cookie = `${SESSION_COOKIE}=${cookieValue(signedIn, SESSION_COOKIE)}`;
    expect((await currentUser(testApp, cookie)).statusCode).toBe(200);

    const logout = await testApp.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(303);
    expect((await currentUser(testApp, cookie)).statusCode).toBe(401);

    const endSession = new URL(String(logout.headers.location));
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(`${APP_URL}/`);
    expect(endSession.searchParams.get("client_id")).toBe(provider.client.id);
    const hint = jwtPayload(endSession.searchParams.get("id_token_hint") ?? "");
    expect(hint).toMatchObject({ sub: TEST_ACCOUNT.sub, aud: provider.client.id, iss: provider.issuer });

    // The provider accepts our hint and redirect: its confirmation form leads back to Greenlight.
    const page = await fetch(endSession, { headers: { cookie: jar.header() } });
    jar.store(page);
    const html = await page.text();
    expect(page.status).toBe(200);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? "";
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const confirmed = await fetch(new URL(action, provider.issuer), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${APP_URL}/`);
  });
});

describe("OpenID Connect sign-in with a public client at a provider without RP-initiated logout", () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;
  const flow = signInFlow(() => testApp);

  beforeAll(async () => {
    provider = await startOidcProvider({ appUrl: APP_URL, rpInitiatedLogout: false });
    testApp = await createTestApp({
      env: { OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: provider.publicClient.id, OIDC_ALLOW_HTTP: "true", PUBLIC_URL: APP_URL },
    });
  }, 30_000);

  afterAll(async () => { await testApp?.close(); await provider?.close(); });

  it("signs in with PKCE alone and logs out to the home page", async () => {
    const signedIn = await flow.complete({ returnTo: "/ideas" });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/ideas");
    const cookie = `${SESSION_COOKIE}=${cookieValue(signedIn, SESSION_COOKIE)}`;
    expect((await currentUser(testApp, cookie)).json()).toMatchObject({ email: TEST_ACCOUNT.email });

    const logout = await testApp.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe("/");
    expect((await currentUser(testApp, cookie)).statusCode).toBe(401);
  });
});
