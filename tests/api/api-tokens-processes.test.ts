import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createToken, IDEA } from "../helpers/api-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

/** Two web processes on one database (two apps, each with its own caches and change feed). */
let first: TestApp;
let second: TestApp;
let cookie: string;

beforeAll(async () => {
  first = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "6", USER_ACTIVE_VALIDATIONS: "2" } });
  second = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "6", USER_ACTIVE_VALIDATIONS: "2" }, database: first.database });
  cookie = await first.signIn("two-processes@example.com");
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe("tokens across web processes", () => {
  it("a token revoked through one process is refused by the other on its next request", async () => {
    const { id, secret } = await createToken(first, { cookie });
    expect((await second.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(secret) })).statusCode).toBe(200);
    expect((await first.app.inject({ method: "DELETE", url: `/api/tokens/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await second.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(secret) })).statusCode).toBe(401);
  });

  it("a token past its expiry is refused by both at once", async () => {
    const { id, secret } = await createToken(first, { cookie, expiresInDays: 7 });
    expect((await second.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(secret) })).statusCode).toBe(200);
    await queryRows(first.database.db, `update api_tokens set expires_at = now() - interval '1 second' where id = '${id}'`);
    for (const app of [first, second]) expect((await app.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(secret) })).statusCode).toBe(401);
  });
});

describe("limits shared with the founder's sessions", () => {
  it("counts validations from a session and a token together", async () => {
    const founder = await first.signIn("limits@example.com");
    const { secret } = await createToken(first, { cookie: founder });
    expect((await first.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: founder }, payload: IDEA })).statusCode).toBe(201);
    expect((await second.app.inject({ method: "POST", url: "/api/ideas", headers: bearer(secret), payload: IDEA })).statusCode).toBe(201);
    const refused = await second.app.inject({ method: "POST", url: "/api/ideas", headers: bearer(secret), payload: IDEA });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "quota_exceeded" });
  });

  it("counts requests per minute per founder, whichever way they came", async () => {
    const founder = await first.signIn("rate@example.com");
    const { secret } = await createToken(first, { cookie: founder });
    let answered = 0;
    for (let i = 0; i < 3; i += 1) if ((await first.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: founder } })).statusCode === 200) answered += 1;
    for (let i = 0; i < 3; i += 1) if ((await first.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) })).statusCode === 200) answered += 1;
    expect(answered).toBe(6);
    const limited = await first.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) });
    expect(limited.statusCode).toBe(429);
  });
});
