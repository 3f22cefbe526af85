// The Greenlight API as `bench/api.ts` measures it: real app, real database, one signed-in
// founder with 50 ideas, and PDF_FOUNDERS more with one finished report each for the PDF loop
// (each founder may download 20 PDFs a minute). Prints `{ port, cookie, pdfs }` on its first
// line once ready.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { insertReportOnce } from "../src/db/queries/reports.ts";
import { openQueue } from "../src/db/queue.ts";
import { ideas } from "../src/db/schema.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/config/index.ts";
import { reportBodySchema } from "../src/shared/contracts/report.ts";

const PDF_FOUNDERS = 40;

const config = loadConfig({ env: { ...process.env, NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000000", PORT: "0" }, argv: [] });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
await database.migrate();
const queue = await openQueue({ database, settings: { jobTimeoutSeconds: 900, retryLimit: 0 } });
const app = await buildApp({ config, database, queue, llm: null, analyst: "offline-analyst", distDir: null });
await app.listen({ port: 0, host: "127.0.0.1" });

let signIns = 0;
async function signIn(email: string): Promise<{ cookie: string; userId: string }> {
  // Sign-in allows 30 attempts a minute per address, so each founder signs in from an address of its own.
  signIns += 1;
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { email, name: "Bench" }, remoteAddress: `198.51.100.${signIns}` });
  return { cookie: `greenlight_session=${login.cookies.find((c) => c.name === "greenlight_session")?.value}`, userId: login.json().user.id as string };
}
const { cookie, userId } = await signIn(`bench-${Date.now()}@example.com`);
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

// A stored report from the test fixtures, as the worker would have written it.
const reportBody = reportBodySchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "../tests/fixtures/reports/dog-walker-with-sources.json"), "utf8")));
const pdfs: Array<{ path: string; cookie: string }> = [];
for (let i = 0; i < PDF_FOUNDERS; i += 1) {
  const founder = await signIn(`bench-pdf-${i}-${Date.now()}@example.com`);
  const [idea] = await database.db.insert(ideas).values({
    userId: founder.userId, title: "Dog walker scheduling", description: "Recurring walks and billing for solo walkers",
    country: "US", validationMode: "deep", status: "completed", completedAt: new Date(),
  }).returning({ id: ideas.id });
  await insertReportOnce({ db: database.db, ideaId: idea!.id, version: 1, body: reportBody, model: "stored-fixture" });
  pdfs.push({ path: `/api/ideas/${idea!.id}/report.pdf`, cookie: founder.cookie });
}

const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0, cookie, pdfs }));
process.on("SIGTERM", () => {
  void app.close().then(() => queue.stop({ graceful: false })).then(() => database.close()).then(() => process.exit(0));
});
