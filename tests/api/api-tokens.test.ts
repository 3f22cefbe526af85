import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiTokenListSchema } from "../../src/shared/contracts/api-tokens.ts";
import { accountExportSchema } from "../../src/shared/contracts/account.ts";
import { bearer, createToken, IDEA } from "../helpers/api-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

/** A token's use is recorded after its answer is sent, so a read straight after may run before the write. */
const recorded = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn("tokens@example.com", "Token Founder");
});
afterAll(async () => t?.close());

describe("personal API tokens", () => {
  it("shows the secret once, gl_ and 256 random bits, and stores only its keyed hash", async () => {
    const { id, secret } = await createToken(t, { cookie, name: "Laptop CLI" });
    expect(secret).toMatch(/^gl_[A-Za-z0-9_-]{43}$/);
    const listed = await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret.slice(3));
    const { tokens } = apiTokenListSchema.parse(listed.json());
    expect(tokens.find((token) => token.id === id)).toMatchObject({ name: "Laptop CLI", scope: "validate", lastUsedAt: null, expiresAt: null });

    const [row] = await queryRows<Record<string, unknown>>(t.database.db, `select * from api_tokens where id = '${id}'`);
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));
    const [key] = await queryRows<{ key: string }>(t.database.db, "select key from api_token_key");
    expect(row!.token_hash).toBe(createHmac("sha256", key!.key).update(secret).digest("base64url"));
  });

  it("authorises /api routes as the token's founder, and every use shows in Settings", async () => {
    const { secret } = await createToken(t, { cookie, name: "Agent" });
    const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: bearer(secret), payload: IDEA });
    expect(created.statusCode).toBe(201);
    const listed = await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) });
    expect(listed.json<Array<{ id: string }>>().map((idea) => idea.id)).toContain(created.json<{ id: string }>().id);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(secret) });
    expect(me.json()).toMatchObject({ email: "tokens@example.com" });

    await recorded(async () => {
      const { tokens, recentUses } = apiTokenListSchema.parse((await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie } })).json());
      expect(tokens.find((token) => token.name === "Agent")?.lastUsedAt).not.toBeNull();
      // Recorded concurrently after each answer, so in no promised order among themselves.
      expect(recentUses.slice(0, 3).map((use) => `${use.tokenName} ${use.method} ${use.route} ${use.statusCode}`).sort()).toEqual([
        "Agent GET /api/auth/user 200", "Agent GET /api/ideas 200", "Agent POST /api/ideas 201",
      ]);
    });
  });

  it("counts a polling agent's requests in one record a minute, which Settings shows with its count", async () => {
    const { id, secret } = await createToken(t, { cookie, name: "Poller" });
    const polls = 40;
    for (let poll = 0; poll < polls; poll += 1) {
      expect((await t.app.inject({ method: "GET", url: "/api/ideas?limit=1", headers: bearer(secret) })).statusCode).toBe(200);
    }
    const rowsOf = () => queryRows<{ request_count: number }>(t.database.db, `select request_count from api_token_uses where token_id = '${id}' order by minute`);
    await recorded(async () => expect((await rowsOf()).reduce((sum, row) => sum + row.request_count, 0)).toBe(polls));
    const rows = await rowsOf();
    // One record for the minute; two only when the polls straddled a minute's end.
    expect(rows.length).toBeLessThanOrEqual(2);

    const { recentUses } = apiTokenListSchema.parse((await t.app.inject({ method: "GET", url: "/api/tokens", headers: { cookie } })).json());
    const shown = recentUses.filter((use) => use.tokenName === "Poller");
    expect(shown.map((use) => `${use.method} ${use.route} ${use.statusCode}`)).toEqual(rows.map(() => "GET /api/ideas 200"));
    expect(shown.reduce((sum, use) => sum + use.requestCount, 0)).toBe(polls);
  });

  it("refuses a token that never existed, even beside a good session cookie", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie, ...bearer(`gl_${"x".repeat(43)}`) } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: "unauthenticated", error: expect.stringMatching(/revoked, has expired or never existed/) });
  });

  it("cannot list or mint tokens: managing them takes a signed-in session", async () => {
    const { secret } = await createToken(t, { cookie });
    expect((await t.app.inject({ method: "GET", url: "/api/tokens", headers: bearer(secret) })).statusCode).toBe(403);
    const mint = await t.app.inject({ method: "POST", url: "/api/tokens", headers: bearer(secret), payload: { name: "more", scope: "validate" } });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({ code: "insufficient_scope" });
  });

  it("is not held to the same-origin rule, which still guards cookies", async () => {
    const { secret } = await createToken(t, { cookie });
    const crossSite = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
    expect((await t.app.inject({ method: "POST", url: "/api/ideas", headers: { ...crossSite, ...bearer(secret) }, payload: IDEA })).statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/ideas", headers: { ...crossSite, cookie }, payload: IDEA })).statusCode).toBe(403);
  });

  it("never lets a session cookie call the MCP endpoint", async () => {
    const answer = await t.app.inject({ method: "POST", url: "/mcp", headers: { cookie, accept: "application/json, text/event-stream" }, payload: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
    expect(answer.statusCode).toBe(401);
  });

  it("never reaches another founder's idea: 404 as with a session", async () => {
    const other = await t.signIn("other@example.com");
    const theirs = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: other }, payload: IDEA })).json<{ id: string }>();
    const { secret } = await createToken(t, { cookie });
    for (const url of [`/api/ideas/${theirs.id}`, `/api/ideas/${theirs.id}/progress`, `/api/ideas/${theirs.id}/report`, `/api/ideas/${theirs.id}/report.md`]) {
      expect((await t.app.inject({ method: "GET", url, headers: bearer(secret) })).statusCode, url).toBe(404);
    }
    const record = await t.app.inject({ method: "POST", url: `/api/ideas/${theirs.id}/evidence`, headers: bearer(secret), payload: { kind: "note", note: "mine?" } });
    expect(record.statusCode).toBe(404);
  });

  it("revokes at once and lists without the secret; the export names tokens and uses, never a secret", async () => {
    const { id, secret } = await createToken(t, { cookie, name: "Doomed", scope: "read", expiresInDays: 30 });
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) })).statusCode).toBe(200);
    await recorded(async () => expect((await queryRows(t.database.db, `select 1 from api_token_uses where token_id = '${id}'`)).length).toBe(1));
    const exported = accountExportSchema.parse((await t.app.inject({ method: "GET", url: "/api/export", headers: { cookie } })).json());
    const doomed = exported.apiTokens.find((token) => token.id === id);
    expect(doomed?.expiresAt).not.toBeNull();
    expect(exported.apiTokenUses.some((use) => use.tokenName === "Doomed")).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(secret.slice(3));

    expect((await t.app.inject({ method: "DELETE", url: `/api/tokens/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/tokens/${id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it("dies with the account", async () => {
    const gone = await t.signIn("leaving@example.com");
    const { secret } = await createToken(t, { cookie: gone });
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie: gone }, payload: { confirmation: "DELETE" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/ideas", headers: bearer(secret) })).statusCode).toBe(401);
    const left = await queryRows(t.database.db, "select 1 from api_tokens t join users u on u.id = t.user_id where u.email = 'leaving@example.com'");
    expect(left).toHaveLength(0);
  });

  it("is declared in the OpenAPI document as bearer auth beside the session cookie", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ components: { securitySchemes: Record<string, unknown> }; security: unknown[] }>();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.security).toEqual([{ session: [] }, { apiToken: [] }]);
  });
});
