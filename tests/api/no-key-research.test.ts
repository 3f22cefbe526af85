import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { validationReportSchema } from "../../src/shared/contracts/report.ts";
import type { FakeSources } from "../fakes/fake-source-servers.ts";
import { spawnApp, type AppProcess } from "../helpers/app-process.ts";
import { queryRows } from "../helpers/test-database.ts";
import { keylessEnv, startWorld } from "../pipeline/helpers/evidence-worlds.ts";
import { comparable } from "../../src/pipeline/text/verbatim.ts";

/**
 * The whole program with no model key: `node src/main.ts` with the keyless sources pointed at fake
 * servers, as `npm start` runs it with nothing configured. The report must come from what the worker
 * retrieved: listed sources it fetched, quotes found word for word in them, each citing its [S<n>].
 */
let sources: FakeSources;
let app: AppProcess;
let dataDir: string;

const IDEA = "Freelance designers waste hours chasing late invoices. A tool that automatically sends polite payment reminders and offers instant payout for a 2% fee. We'd charge $12/month.";

beforeAll(async () => {
  sources = await startWorld("pain-and-pay");
  dataDir = await mkdtemp(join(tmpdir(), "greenlight-no-key-"));
  app = await spawnApp({ env: { ...keylessEnv(sources), DATA_DIR: dataDir } });
}, 120_000);

afterAll(async () => {
  await app?.kill("SIGKILL");
  await sources?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

async function api(path: string, init: RequestInit & { cookie?: string } = {}) {
  return fetch(`${app.url}${path}`, { ...init, headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });
}

describe("a validation with no model key and the keyless sources on", () => {
  it("searches them and writes a report citing what it retrieved, word for word", async () => {
    for (let i = 0; i < 50 && !app.output.some((line) => line.includes("research:")); i += 1) await sleep(100);
    expect(app.output.join("\n")).toMatch(/research: +hackernews, stackexchange, github, wikipedia$/m);
    const login = await api("/api/login", { method: "POST", body: JSON.stringify({ email: "nokey@example.com", name: "No Key" }) });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const created = await (await api("/api/ideas", { method: "POST", cookie, body: JSON.stringify({ description: IDEA, country: "US", validationMode: "deep" }) })).json() as { id: string };
    let idea: { status: string; error: string | null } = { status: "pending", error: null };
    for (let i = 0; i < 600 && !["completed", "failed"].includes(idea.status); i += 1) {
      idea = await (await api(`/api/ideas/${created.id}`, { cookie })).json() as typeof idea;
      await sleep(100);
    }
    expect(idea.error).toBeNull();
    expect(idea.status).toBe("completed");

    const report = validationReportSchema.parse(await (await api(`/api/ideas/${created.id}/report`, { cookie })).json());
    expect(report.model).toBe("offline-analyst");
    expect(report.sources.length).toBeGreaterThan(3);
    expect(report.methodology.researchProcess).toMatch(/No AI model is configured/);
    const hit = new Set(sources.allRequests().map((r) => r.server));
    for (const name of ["hackernews", "stackexchange", "github", "wikipedia"] as const) expect(hit, name).toContain(name);
    for (const name of ["tavily", "brave", "youtube", "reddit", "producthunt"] as const) expect(hit, name).not.toContain(name);

    await app.kill("SIGTERM");
    const database = await openDatabase({ dataDir });
    try {
      type Retrieved = { id: string; url: string; title: string; excerpt?: string; reading?: { text: string; comments: { text: string }[] } };
      const [research] = await queryRows<{ output: { sources: Retrieved[] } }>(database.db, `select output from stage_runs where idea_id = '${created.id}' and stage = 'research' and output is not null`);
      const retrieved = new Map(research!.output.sources.map((s) => [s.id, s]));
      for (const source of report.sources) expect(retrieved.get(source.id)?.url, source.url).toBe(source.url);
      const lines = [report.opportunityScore, report.problemScore, report.feasibilityScore, report.timingScore]
        .flatMap((s) => s.evidence).filter((line) => !line.startsWith("From your description"));
      expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const line of lines) {
        const match = /^“(.+)” \[S(\d+)\]$/.exec(line);
        expect(match, line).not.toBeNull();
        const cited = retrieved.get(report.sources[Number(match![2]) - 1]!.id)!;
        const read = cited.reading ? [cited.reading.text, ...cited.reading.comments.map((c) => c.text)] : [];
        expect(comparable([cited.title, cited.excerpt ?? "", ...read].join("\n")), line).toContain(comparable(match![1]!.replace(/…$/, "")));
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
