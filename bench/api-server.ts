// The Greenlight API as `bench/api.ts` measures it: real app, real database, one signed-in
// founder with 50 ideas. Prints `{ port, cookie }` on its first line once ready.
import { openDatabase } from "../src/db/client.ts";
import { openQueue } from "../src/db/queue.ts";
import { ideas } from "../src/db/schema.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/config/index.ts";

const config = loadConfig({ env: { ...process.env, NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000000", PORT: "0" }, argv: [] });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
await database.migrate();
const queue = await openQueue({ database, settings: { jobTimeoutSeconds: 900, retryLimit: 0 } });
const app = await buildApp({ config, database, queue, llm: null, analyst: "offline-analyst", distDir: null });
await app.listen({ port: 0, host: "127.0.0.1" });

const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: `bench-${Date.now()}@example.com`, name: "Bench" } });
const cookie = `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")?.value}`;
const userId = login.json().user.id as string;
const base = Date.now();
await database.db.insert(ideas).values(Array.from({ length: 50 }, (_, i) => ({
  userId,
  title: `Idea number ${i + 1}: a tool for independent bakeries`,
  description: "Independent bakeries throw away 10% of their bread every day. An app that predicts demand from weather, holidays and past sales, and lists the surplus for discounted pickup at closing time.".repeat(2),
  country: "US",
  validationMode: "deep",
  status: i % 5 === 0 ? "validating" : "completed",
  createdAt: new Date(base - i * 60_000),
})));

const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0, cookie }));
process.on("SIGTERM", () => {
  void app.close().then(() => queue.stop({ graceful: false })).then(() => database.close()).then(() => process.exit(0));
});
