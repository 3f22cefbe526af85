import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

/**
 * A TCP relay in front of the PostgreSQL server: stopping it is the server going away under a
 * running app (open connections cut, new ones refused), without touching the shared server.
 */
async function startRelay(target: URL): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let t: TestApp;
let cookie: string;
let takeDatabaseDown: () => Promise<void>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const real = await createTestDatabase();
  if (real.url) {
    const relay = await startRelay(new URL(real.url));
    const relayed = new URL(real.url);
    relayed.port = String(relay.port);
    const database: Database = await openDatabase({ databaseUrl: relayed.toString(), dataDir: "" });
    t = await createTestApp({ database });
    takeDatabaseDown = () => relay.stop();
    cleanUp = async () => {
      await t.close().catch(() => {});
      await database.close().catch(() => {});
      await real.close();
    };
  } else {
    t = await createTestApp({ database: real });
    takeDatabaseDown = () => real.close();
    cleanUp = () => t.close().catch(() => {});
  }
  cookie = await t.signIn("outage@example.com");
});
afterAll(async () => cleanUp());

describe("a database outage under a running app", () => {
  it("turns /api/health from ready to 503 with Retry-After, and API requests into 503 instead of 500", async () => {
    const healthy = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ ok: true, database: "up", queue: "up" });
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie } })).statusCode).toBe(200);

    await takeDatabaseDown();

    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.json()).toEqual({ ok: false, database: "down", queue: "down" });

    const requests = [
      { method: "GET" as const, url: "/api/dashboard", headers: { cookie } },
      { method: "POST" as const, url: "/api/ideas", headers: { cookie }, payload: { description: "Repair parts for vintage espresso machines, by mail.", country: "US", validationMode: "deep" } },
      { method: "POST" as const, url: "/api/login", payload: { email: "someone-new@example.com", name: "New" } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        code: "service_unavailable",
        error: "Greenlight cannot reach its database right now. Please try again in a few seconds.",
      });
    }
  });
});
