import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ideas, users } from "../../src/db/schema.ts";
import { bearer, createToken } from "../helpers/api-tokens.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

/**
 * `status` on GET /api/ideas is filtered by the database before the limit, so the MCP tool and the
 * CLI find an idea of that status however many newer ideas there are.
 */
let t: TestApp;
let cookie: string;
let secret: string;
let completedId: string;
let failedId: string;

const NEWER_PENDING = 101;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn("status-filter@example.com", "Filter Founder");
  secret = (await createToken(t, { cookie, scope: "read", name: "Filter agent" })).secret;
  const [user] = await t.database.db.select({ id: users.id }).from(users);
  const base = { userId: user!.id, country: "US", validationMode: "quick" };
  // Recent enough for the activity trigger to time the validations; each idea a minute after the last.
  const long = Date.now() - 3 * 3_600_000;
  const [completed, failed] = await t.database.db.insert(ideas).values([
    { ...base, title: "Potter ledger", description: "Bookkeeping for pottery studios.", status: "completed", createdAt: new Date(long) },
    { ...base, title: "Potter kiln rental", description: "Kiln time shared between potters.", status: "failed", createdAt: new Date(long + 60_000) },
  ]).returning({ id: ideas.id });
  completedId = completed!.id;
  failedId = failed!.id;
  await t.database.db.insert(ideas).values(Array.from({ length: NEWER_PENDING }, (_, index) => ({
    ...base, title: `Queued idea ${index}`, description: "Waiting for its validation.", status: "pending", createdAt: new Date(long + (index + 2) * 60_000),
  })));
}, 60_000);
afterAll(async () => t?.close());

const ids = (body: unknown) => (body as Array<{ id: string }>).map((idea) => idea.id);

describe("GET /api/ideas?status=", () => {
  it("answers only ideas in that status, filtered before limit and offset", async () => {
    const completed = await t.app.inject({ method: "GET", url: "/api/ideas?status=completed&limit=1", headers: { cookie } });
    expect(completed.statusCode).toBe(200);
    expect(ids(completed.json())).toEqual([completedId]);
    const pending = (await t.app.inject({ method: "GET", url: "/api/ideas?status=pending&limit=100&offset=100", headers: bearer(secret) })).json<Array<{ title: string }>>();
    expect(pending.map((idea) => idea.title)).toEqual(["Queued idea 0"]);
  });

  it("combines with search, and the unfiltered list is unchanged", async () => {
    const potters = await t.app.inject({ method: "GET", url: "/api/ideas?search=potter&status=failed", headers: bearer(secret) });
    expect(ids(potters.json())).toEqual([failedId]);
    expect(ids((await t.app.inject({ method: "GET", url: "/api/ideas?search=potter", headers: { cookie } })).json())).toEqual([failedId, completedId]);
    expect((await t.app.inject({ method: "GET", url: "/api/ideas?limit=100", headers: { cookie } })).json()).toHaveLength(100);
  });

  it("refuses a status that does not exist, naming the ones that do", async () => {
    const refused = await t.app.inject({ method: "GET", url: "/api/ideas?status=done", headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/status must be one of pending, processing, validating, completed, failed/);
  });
});

describe("the MCP tool list_ideas", () => {
  it("passes search and status to the API: an old completed idea is found behind 101 newer pending ones", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = new URL("/mcp", typeof address === "string" ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    const client = new Client({ name: "status-filter-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(secret) } }));
    try {
      const list = async (args: Record<string, unknown>) => {
        const result = await client.callTool({ name: "list_ideas", arguments: args }) as CallToolResult;
        const text = result.content.map((item) => (item.type === "text" ? item.text : "")).join("");
        return { result, text };
      };
      const completed = await list({ status: "completed" });
      expect((JSON.parse(completed.text) as Array<{ ideaId: string }>).map((idea) => idea.ideaId)).toEqual([completedId]);
      const failedPotters = await list({ status: "failed", search: "kiln" });
      expect((JSON.parse(failedPotters.text) as Array<{ ideaId: string }>).map((idea) => idea.ideaId)).toEqual([failedId]);
      const refused = await list({ status: "done" });
      expect(refused.result.isError).toBe(true);
    } finally {
      await client.close();
    }
  }, 60_000);
});
