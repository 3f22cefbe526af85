import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { OIDC_STATE_COOKIE } from "../../src/server/auth/oidc-routes.ts";
import { SESSION_COOKIE } from "../../src/server/plugins/auth.ts";
import { TEST_ACCOUNT, authorizeAtProvider, startOidcProvider, type TestOidcProvider } from "../helpers/oidc-provider.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// Under OpenID Connect nobody's subject is known before they sign in: a landing-page idea waits
// with a placeholder owner until an account with that verified email signs in and claims it.

const APP_URL = "http://127.0.0.1:4322";
const CALLBACK = `${APP_URL}/api/callback`;

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name && cookie.value !== "")?.value;
}

describe("a waitlist idea under OpenID Connect", () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ appUrl: APP_URL });
    testApp = await createTestApp({
      env: provider.appEnv,
    });
  }, 30_000);

  afterAll(async () => { await testApp?.close(); await provider?.close(); });

  it("belongs to the account that signs in with that verified email, and to nobody before", async () => {
    const submitted = await testApp.app.inject({
      method: "POST",
      url: "/api/validations/waitlist",
      headers: { origin: APP_URL },
      payload: { email: TEST_ACCOUNT.email.toUpperCase(), ideaText: "A marketplace for renting out idle e-bikes by the hour." },
    });
    expect(submitted.statusCode).toBe(200);
    const [placeholder] = await testApp.database.db.select().from(users).where(eq(users.subject, `waitlist:${TEST_ACCOUNT.email}`));
    expect(placeholder).toBeDefined();

    const login = await testApp.app.inject({ method: "GET", url: "/api/login" });
    const stateCookie = `${OIDC_STATE_COOKIE}=${cookieValue(login, OIDC_STATE_COOKIE) ?? ""}`;
    const callbackUrl = await authorizeAtProvider({ authorizationUrl: String(login.headers.location), callbackPrefix: CALLBACK });
    const callback = await testApp.app.inject({ method: "GET", url: `/api/callback${callbackUrl.search}`, headers: { cookie: stateCookie } });
    expect(callback.statusCode).toBe(303);
    const cookie = `${SESSION_COOKIE}=${cookieValue(callback, SESSION_COOKIE) ?? ""}`;

    const ideas = await testApp.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie } });
    expect(ideas.json<Array<{ description: string }>>().map((idea) => idea.description)).toEqual(["A marketplace for renting out idle e-bikes by the hour."]);
    // The placeholder is gone: the ideas now live with the signed-in account alone.
    expect(await testApp.database.db.select().from(users).where(eq(users.subject, `waitlist:${TEST_ACCOUNT.email}`))).toEqual([]);
  });
});
