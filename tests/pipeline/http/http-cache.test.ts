import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { cacheKey, createDbResponseCache } from "../../../src/pipeline/http/http-cache.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { createTestDatabase, queryRows } from "../../helpers/test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;

describe("http_cache", () => {
  it("keeps an answer for its kind's TTL and then misses", async () => {
    let now = new Date("2025-03-01T10:00:00Z");
    const cache = createDbResponseCache({ db: database.db, ttlMs: { search: 10 * MINUTE, lookup: 60 * MINUTE, trends: 0 }, log: silentLogger, now: () => now });
    const key = cacheKey({ method: "GET", url: "https://hn.algolia.com/api/v1/search?query=invoices" });
    expect(await cache.get(key)).toBeNull();
    await cache.set({ key, kind: "search", status: 200, body: "{\"hits\":[]}" });
    now = new Date("2025-03-01T10:09:59Z");
    expect(await cache.get(key)).toMatchObject({ status: 200, body: "{\"hits\":[]}" });
    now = new Date("2025-03-01T10:10:01Z");
    expect(await cache.get(key)).toBeNull();

    const lookupKey = cacheKey({ method: "GET", url: "https://en.wikipedia.org/w/api.php?srsearch=x" });
    now = new Date("2025-03-01T10:00:00Z");
    await cache.set({ key: lookupKey, kind: "lookup", status: 200, body: "{}" });
    now = new Date("2025-03-01T10:30:00Z");
    expect(await cache.get(lookupKey)).not.toBeNull();
  });

  it("stores nothing for a kind whose TTL is zero", async () => {
    const cache = createDbResponseCache({ db: database.db, ttlMs: { search: MINUTE, lookup: MINUTE, trends: 0 }, log: silentLogger });
    const key = cacheKey({ method: "POST", url: "https://api.dataforseo.com/v3/x", body: "[{}]" });
    await cache.set({ key, kind: "trends", status: 200, body: "{}" });
    expect(await cache.get(key)).toBeNull();
    const rows = await queryRows(database.db, `select key from http_cache where key = '${key}'`);
    expect(rows).toHaveLength(0);
  });

  it("replaces an entry on refresh and hashes keys that carry secrets", async () => {
    const cache = createDbResponseCache({ db: database.db, ttlMs: { search: MINUTE, lookup: MINUTE, trends: MINUTE }, log: silentLogger });
    const url = "https://www.googleapis.com/youtube/v3/search?q=x&key=AIzaSECRET";
    const key = cacheKey({ method: "GET", url });
    await cache.set({ key, kind: "search", status: 200, body: "old" });
    await cache.set({ key, kind: "search", status: 200, body: "new" });
    expect((await cache.get(key))?.body).toBe("new");
    const rows = await queryRows<{ key: string }>(database.db, "select key from http_cache");
    expect(rows.some((row) => row.key.includes("SECRET"))).toBe(false);
    expect(cacheKey({ method: "GET", url, vary: "account-a" })).not.toBe(cacheKey({ method: "GET", url, vary: "account-b" }));
  });

  it("treats a database failure as a miss, not an error", async () => {
    const broken = { select: () => { throw new Error("connection lost"); }, insert: () => { throw new Error("connection lost"); } };
    const warnings: unknown[] = [];
    const cache = createDbResponseCache({
      db: broken as unknown as Database["db"],
      ttlMs: { search: MINUTE, lookup: MINUTE, trends: MINUTE },
      log: { ...silentLogger, warn: (obj: object | string) => { warnings.push(obj); } },
    });
    expect(await cache.get("k")).toBeNull();
    await expect(cache.set({ key: "k", kind: "search", status: 200, body: "{}" })).resolves.toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});
