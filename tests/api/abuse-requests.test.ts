import { request as httpRequest } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.ts";
import { withoutQueryParameters } from "../../src/db/query-error-log.ts";
import { buildApp } from "../../src/server/app.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { queryRows } from "../helpers/test-database.ts";

let t: TestApp;
let cookie: string;

const IDEA = { description: "A subscription box of repair parts for vintage espresso machines.", country: "US", validationMode: "deep" };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn("careful@example.com");
});
afterAll(async () => t.close());

/** A raw request on a real socket, where the Host header is exactly what we say. */
function rawGet({ port, path, host }: { port: number; path: string; host: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("Host check", () => {
  it("refuses a foreign Host before any route runs, so a rebinding page cannot sign in", async () => {
    const before = await queryRows<{ count: number }>(t.database.db, "select count(*)::int as count from sessions");
    const response = await t.app.inject({
      method: "POST", url: "/api/login",
      headers: { host: "evil.example", origin: "http://evil.example", "content-type": "application/json" },
      payload: { email: "victim@example.com", name: "Victim" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("host_not_allowed");
    expect(await queryRows(t.database.db, "select count(*)::int as count from sessions")).toEqual(before);
    for (const host of ["evil.example:5000", "localhost.evil.example", "127.0.0.2:5000", "localhost@evil.example"]) {
      const answer = await t.app.inject({ method: "GET", url: "/api/export", headers: { host, cookie } });
      expect(answer.statusCode, host).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health", headers: { host: "localhost:5000" } })).statusCode).toBe(200);
  });

  it("judges a proxy's X-Forwarded-Host only when TRUST_PROXY names the proxy", async () => {
    const behindProxy = { host: "greenlight-internal:5000", "x-forwarded-host": "localhost:5000" };
    expect((await t.app.inject({ method: "GET", url: "/api/health", headers: behindProxy })).statusCode).toBe(403);
    const proxied = await createTestApp({ env: { TRUST_PROXY: "10.1.1.1" }, database: t.database });
    try {
      const fromProxy = await proxied.app.inject({ method: "GET", url: "/api/health", headers: behindProxy, remoteAddress: "10.1.1.1" });
      expect(fromProxy.statusCode).toBe(200);
      const forged = await proxied.app.inject({ method: "GET", url: "/api/health", headers: behindProxy, remoteAddress: "10.1.1.2" });
      expect(forged.statusCode).toBe(403);
      const rebound = await proxied.app.inject({
        method: "GET", url: "/api/health", headers: { host: "localhost:5000", "x-forwarded-host": "evil.example" }, remoteAddress: "10.1.1.1",
      });
      expect(rebound.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it("accepts the public URL's host, and loopback only on the port the server listens on", async () => {
    const app = await buildApp({
      config: loadConfig({ env: { NODE_ENV: "test", PUBLIC_URL: "https://greenlight.example", OIDC_ISSUER_URL: "", DATA_DIR: "memory://" }, argv: [] }),
      database: t.database, queue: t.queue, llm: null, analyst: "offline", distDir: null,
    });
    try {
      expect((await app.inject({ method: "GET", url: "/api/health", headers: { host: "greenlight.example" } })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/health", headers: { host: "GreenLight.example:443" } })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/health", headers: { host: "greenlight.example:8443" } })).statusCode).toBe(403);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      expect((await rawGet({ port, path: "/api/health", host: `127.0.0.1:${port}` })).status).toBe(200);
      expect((await rawGet({ port, path: "/api/health", host: `localhost:${port}` })).status).toBe(200);
      expect((await rawGet({ port, path: "/api/health", host: `localhost:${port + 1}` })).status).toBe(403);
      expect((await rawGet({ port, path: "/api/health", host: "rebound.example" })).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe("control characters", () => {
  it.each([
    ["description", { ...IDEA, description: "Espresso parts\u0000 by mail" }],
    ["title", { ...IDEA, title: "Bell\u0007" }],
    ["description", { ...IDEA, description: "Escape \u001b[31m sequences" }],
  ])("refuses %s with a 400 naming it, and stores nothing", async (field, payload) => {
    const response = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "invalid_request", error: `${field} must not contain control characters` });
    expect(await queryRows(t.database.db, "select id from ideas")).toEqual([]);
  });

  it("refuses them in search and in edits, and keeps newlines in a description", async () => {
    const search = await t.app.inject({ method: "GET", url: "/api/ideas?search=a%00b", headers: { cookie } });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toBe("search must not contain control characters");
    const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { ...IDEA, description: "Line one\nLine two\ttabbed" } });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toBe("Line one\nLine two\ttabbed");
    const edit = await t.app.inject({ method: "PATCH", url: `/api/ideas/${created.json().id}`, headers: { cookie }, payload: { targetMarket: "Cafés\u0000" } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe("targetMarket must not contain control characters");
  });
});

describe("response headers", () => {
  it("marks every API answer with user data no-store", async () => {
    const idea = (await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: IDEA })).json();
    for (const url of ["/api/ideas", `/api/ideas/${idea.id}`, `/api/ideas/${idea.id}/report`, `/api/ideas/${idea.id}/progress`, "/api/auth/user", "/api/dashboard"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends HSTS only when the public URL is https", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    const app = await buildApp({
      config: loadConfig({ env: { NODE_ENV: "test", PUBLIC_URL: "https://greenlight.example", DATA_DIR: "memory://" }, argv: [] }),
      database: t.database, queue: t.queue, llm: null, analyst: "offline", distDir: null,
    });
    try {
      const response = await app.inject({ method: "GET", url: "/api/health", headers: { host: "greenlight.example" } });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      await app.close();
    }
  });

  it("serves no source maps outside development", async () => {
    const distDir = await mkdtemp(join(tmpdir(), "greenlight-dist-"));
    await mkdir(join(distDir, "assets"));
    await writeFile(join(distDir, "index.html"), "<!doctype html><title>Greenlight</title>");
    await writeFile(join(distDir, "assets", "app.js"), "console.log(1);\n//# sourceMappingURL=app.js.map");
    await writeFile(join(distDir, "assets", "app.js.map"), "{\"version\":3,\"sources\":[\"secret.tsx\"]}");
    const app = await buildApp({ config: t.config, database: t.database, queue: t.queue, llm: null, analyst: "offline", distDir });
    try {
      expect((await app.inject({ method: "GET", url: "/assets/app.js" })).statusCode).toBe(200);
      const map = await app.inject({ method: "GET", url: "/assets/app.js.map" });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain("secret.tsx");
    } finally {
      await app.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe("local sign-in on other interfaces", () => {
  it("refuses a non-loopback HOST unless LOCAL_SIGNIN_ALLOW_REMOTE says so", () => {
    expect(() => loadConfig({ env: { HOST: "0.0.0.0" }, argv: [] })).toThrow(ConfigError);
    expect(() => loadConfig({ env: { HOST: "0.0.0.0" }, argv: [] })).toThrow(/LOCAL_SIGNIN_ALLOW_REMOTE=true/);
    expect(loadConfig({ env: { HOST: "0.0.0.0", LOCAL_SIGNIN_ALLOW_REMOTE: "true" }, argv: [] }).localSignInAllowRemote).toBe(true);
    expect(loadConfig({ env: { HOST: "127.0.0.1" }, argv: [] }).localSignInAllowRemote).toBe(false);
    const oidc = loadConfig({ env: { OIDC_ISSUER_URL: "https://id.example", OIDC_CLIENT_ID: "greenlight" }, argv: [] });
    expect(oidc.host).toBe("0.0.0.0");
    expect(oidc.localSignInAllowRemote).toBe(false);
  });
});

describe("query logs", () => {
  it("keep the SQL of a failed query but none of its parameter values", async () => {
    const secret = "my unannounced idea about llamas";
    const missingUser = "00000000-0000-4000-8000-00000000abcd";
    let failure: unknown;
    try {
      await t.database.db.execute(sql`insert into ideas (user_id, title, description, country, validation_mode)
        values (${missingUser}, 'Llamas', ${secret}, 'US', 'deep')`);
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain(secret);
    const logged = JSON.stringify(pino.stdSerializers.err(withoutQueryParameters(failure) as Error));
    expect(logged).toContain("insert into ideas");
    expect(logged).toContain("foreign key");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(missingUser);
  });
});
