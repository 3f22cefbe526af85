import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { failIdeaValidation } from "../../src/db/queries/idea-validation.ts";
import { insertReportOnce } from "../../src/db/queries/reports.ts";
import { validationJobId } from "../../src/db/queue.ts";
import { ideas, reports, stageRuns } from "../../src/db/schema.ts";
import { runValidation } from "../../src/pipeline/runner.ts";
import type { ReportBody } from "../../src/shared/contracts/report.ts";
import { reportVersionsSchema, versionedReportSchema } from "../../src/shared/contracts/report-versions.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { silentLogger } from "../helpers/silent-logger.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: string;
let stranger: string;
let ideaId = "";
let shareToken = "";

const DESCRIPTION = "Invoice chasing for freelance designers: reminders go out until the client pays, $12 a month.";

async function waitForStatus(id: string, cookie: string, statuses: string[], timeoutMs = 60_000): Promise<{ status: string; version: number }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${id}`, headers: { cookie } })).json();
    if (statuses.includes(idea.status)) return idea;
    if (Date.now() > until) throw new Error(`idea ${id} still ${idea.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const revalidate = (id: string, cookie: string) => t.app.inject({ method: "POST", url: `/api/ideas/${id}/revalidate`, headers: { cookie } });
const getReport = (query = "") => t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report${query}`, headers: { cookie: owner } });

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  owner = await t.signIn("owner@example.com", "Olive");
  stranger = await t.signIn("stranger@example.com", "Sam");
  const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: owner }, payload: { description: DESCRIPTION, country: "US", validationMode: "quick" } });
  ideaId = created.json().id;
  await waitForStatus(ideaId, owner, ["completed"]);
  const link = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: owner } });
  shareToken = link.json().path.replace("/shared/", "");
}, 120_000);
afterAll(async () => t?.close(), 30_000);

describe("re-validation and report versions", () => {
  it("refuses a stranger, an idea with no report, and a re-validation while one runs", async () => {
    expect((await revalidate(ideaId, stranger)).statusCode).toBe(404);
    expect((await revalidate("00000000-0000-4000-8000-000000000000", owner)).statusCode).toBe(404);
    // What the founder learned since: read by the next version as first-party evidence.
    const recorded = await t.app.inject({
      method: "POST", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: owner },
      payload: { kind: "interviews", interviewsHeld: 10, painConfirmed: 1, painDenied: 9, wouldPay: 0 },
    });
    expect(recorded.statusCode).toBe(201);
    const started = await revalidate(ideaId, owner);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ ideaId, version: 2 });
    const again = await revalidate(ideaId, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("validation_in_progress");
    // The new version is a job of its own whose id follows from the version; the first job stays as it was.
    const job = await t.queue.boss.getJobById("validate-idea", validationJobId(ideaId, 2));
    expect(job?.data).toEqual({ ideaId, version: 2 });
    expect(validationJobId(ideaId, 2)).not.toBe(ideaId);
    expect(validationJobId(ideaId, 2)).toBe(validationJobId(ideaId, 2));
    await waitForStatus(ideaId, owner, ["completed"]);
  }, 90_000);

  it("keeps every version and serves the latest unless a version is asked for", async () => {
    const latest = versionedReportSchema.parse((await getReport()).json());
    expect(latest.version).toBe(2);
    const first = versionedReportSchema.parse((await getReport("?version=1")).json());
    expect(first.version).toBe(1);
    expect(first.founderEvidence).toBeUndefined();
    expect(latest.founderEvidence?.map((item) => item.summary)).toEqual(["10 interviews: 1 confirmed the pain, 9 denied it, 0 would pay"]);
    expect(latest.problemScore.evidence[0]).toContain("[F1]");
    expect(latest.problemScore.value).toBeLessThan(first.problemScore.value);
    // First-party evidence is never counted as a web source.
    expect(latest.sources.length).toBe(first.sources.length);
    expect(new Date(first.generatedAt).getTime()).toBeLessThan(new Date(latest.generatedAt).getTime());
    expect((await getReport("?version=3")).json().code).toBe("report_not_found");
    const bad = await getReport("?version=zero");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("version");

    const versions = reportVersionsSchema.parse((await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report/versions`, headers: { cookie: owner } })).json());
    expect(versions.versions.map((item) => item.version)).toEqual([1, 2]);
    expect(versions.validating).toBeNull();
    // Each version ran its own stages: the second did not reuse the first one's checkpoints.
    const secondRuns = await t.database.db.select().from(stageRuns).where(and(eq(stageRuns.ideaId, ideaId), eq(stageRuns.version, 2)));
    expect(secondRuns.filter((run) => run.output !== null).map((run) => run.stage)).toContain("synthesis");
  });

  it("lists the idea once, with its latest report, in the library", async () => {
    const ideas = (await t.app.inject({ method: "GET", url: "/api/ideas", headers: { cookie: owner } })).json();
    expect(ideas.filter((idea: { id: string }) => idea.id === ideaId)).toHaveLength(1);
    const latest = versionedReportSchema.parse((await getReport()).json());
    expect(ideas[0]).toMatchObject({ id: ideaId, version: 2, report: { generatedAt: latest.generatedAt } });
    const reportsList = (await t.app.inject({ method: "GET", url: "/api/reports", headers: { cookie: owner } })).json();
    expect(reportsList.filter((item: { ideaId: string }) => item.ideaId === ideaId)).toHaveLength(1);
    // The export carries the latest report and every version before it.
    const exported = (await t.app.inject({ method: "GET", url: "/api/export", headers: { cookie: owner } })).json();
    const idea = exported.ideas.find((item: { id: string }) => item.id === ideaId);
    expect(idea.report.generatedAt).toBe(latest.generatedAt);
    expect(idea.earlierReports.map((item: { version: number }) => item.version)).toEqual([1]);
    expect(idea.evidence).toHaveLength(1);
  });

  it("writes each version once: a replayed write keeps what was stored", async () => {
    const [stored] = await t.database.db.select().from(reports).where(and(eq(reports.ideaId, ideaId), eq(reports.version, 2)));
    const altered = { ...(stored!.body as ReportBody), overallScore: 0.5 };
    await insertReportOnce({ db: t.database.db, ideaId, version: 2, body: altered, model: "replayed" });
    const after = await t.database.db.select().from(reports).where(eq(reports.ideaId, ideaId));
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.version === 2)?.model).toBe(stored!.model);
  });

  it("skips a job for a version the idea is no longer on, and a late give-up of it fails nothing", async () => {
    await t.database.db.update(ideas).set({ status: "pending" }).where(eq(ideas.id, ideaId));
    try {
      const deps = { db: t.database.db, llm: null, sources: [], analyst: "offline-analyst", log: silentLogger, stageDelayMs: 0 };
      expect(await runValidation({ deps, ideaId, version: 1, signal: new AbortController().signal })).toBe("skipped");
      await failIdeaValidation({ db: t.database.db, ideaId, version: 1, reason: "gave up" });
      const [row] = await t.database.db.select({ status: ideas.status }).from(ideas).where(eq(ideas.id, ideaId));
      expect(row?.status).toBe("pending");
    } finally {
      await t.database.db.update(ideas).set({ status: "completed" }).where(eq(ideas.id, ideaId));
    }
  });

  it("keeps a share link and its PDF on the version it was made for", async () => {
    const shared = versionedReportSchema.parse((await t.app.inject({ method: "GET", url: `/api/shared/${shareToken}/report` })).json());
    expect(shared.version).toBe(1);
    const pdf = await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report.pdf?version=2`, headers: { cookie: owner } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toMatch(/-validation-report-v2\.pdf"$/);
    const printed = await pdfToText(pdf.rawPayload);
    expect(printed).toContain("Version 2");
    expect(printed).toContain("Your own evidence (first-party)");
    expect(printed).toContain("[F1] 10 interviews: 1 confirmed the pain, 9 denied it, 0 would pay");
    const sharedPdf = await t.app.inject({ method: "GET", url: `/api/shared/${shareToken}/report.pdf` });
    expect(sharedPdf.headers["content-disposition"]).toMatch(/-validation-report\.pdf"$/);
  });
});

describe("re-validation limits", () => {
  it("counts a re-validation against the daily limit like a submission", async () => {
    const limited = await createTestApp({ withWorker: true, env: { USER_DAILY_VALIDATIONS: "2" } });
    try {
      const cookie = await limited.signIn("limited@example.com");
      const created = await limited.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: DESCRIPTION, country: "US", validationMode: "quick" } });
      const id = created.json().id;
      const wait = async () => {
        for (let tries = 0; tries < 300; tries += 1) {
          const idea = (await limited.app.inject({ method: "GET", url: `/api/ideas/${id}`, headers: { cookie } })).json();
          if (idea.status === "completed") return;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error("validation did not complete");
      };
      await wait();
      expect((await limited.app.inject({ method: "POST", url: `/api/ideas/${id}/revalidate`, headers: { cookie } })).statusCode).toBe(202);
      await wait();
      const refused = await limited.app.inject({ method: "POST", url: `/api/ideas/${id}/revalidate`, headers: { cookie } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("quota_exceeded");
      expect(refused.headers["retry-after"]).toBeDefined();
      const submit = await limited.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: DESCRIPTION, country: "US" } });
      expect(submit.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
