import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OIDC_STATE_COOKIE } from "../../src/server/auth/oidc-routes.ts";
import { authorizeAtProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import type { TestOidcProvider } from "../helpers/oidc-provider.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

// The open redirect the probe followed end to end: returnTo through the provider and back.
const APP_URL = "http://127.0.0.1:4322";
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ appUrl: APP_URL });
  t = await createTestApp({
    env: provider.appEnv,
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function signInReturningTo(returnTo: string): Promise<string | undefined> {
  const begin = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
  expect(begin.statusCode).toBe(302);
  const state = begin.cookies.find((cookie) => cookie.name === OIDC_STATE_COOKIE)?.value;
  const callbackUrl = await authorizeAtProvider({ authorizationUrl: String(begin.headers.location), callbackPrefix: `${APP_URL}/api/callback` });
  const callback = await t.app.inject({ method: "GET", url: `/api/callback${callbackUrl.search}`, headers: { cookie: `${OIDC_STATE_COOKIE}=${state}` } });
  expect(callback.statusCode).toBe(303);
  return callback.headers.location as string | undefined;
}

describe("returnTo through OpenID Connect sign-in", () => {
  it.each([
    ["/library", "/library"],
    ["/\t/evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/%5C%5Cevil.example", "/"],
    ["/\n/evil.example", "/"],
    [`${APP_URL.replace("127.0.0.1", "evil.example")}/library`, "/"],
    ["/.//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/a/..//evil.example", "/"],
  ])("%j lands on %j", async (returnTo, location) => {
    expect(await signInReturningTo(returnTo)).toBe(location);
  });
});
