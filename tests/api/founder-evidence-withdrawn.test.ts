import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WITHDRAWN_SUMMARY } from "../../src/db/queries/founder-evidence.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

// A deleted result leaves every stored report version, and a share link never carries the
// founder's free-text notes, deleted or not.

let t: TestApp;
let owner: string;
let ideaId = "";

const NOTE = "Private: my cousin Dana at Brightwell Studio says she would switch tomorrow";
const DESCRIPTION = "Invoice chasing for freelance designers: reminders go out until the client pays, $12 a month.";

async function waitForVersion(version: number): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    const idea = (await t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}`, headers: { cookie: owner } })).json();
    if (idea.status === "completed" && idea.version === version) return;
    if (Date.now() > until || idea.status === "failed") throw new Error(`idea still ${idea.status} at version ${idea.version}: ${idea.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function revalidateTo(version: number): Promise<void> {
  const started = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/revalidate`, headers: { cookie: owner } });
  expect(started.statusCode).toBe(202);
  await waitForVersion(version);
}

const ownerReport = (version: number) => t.app.inject({ method: "GET", url: `/api/ideas/${ideaId}/report?version=${version}`, headers: { cookie: owner } });

beforeAll(async () => {
  t = await createTestApp({ withWorker: true });
  owner = await t.signIn("founder@example.com", "Fay");
  const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie: owner }, payload: { description: DESCRIPTION, country: "US", validationMode: "quick" } });
  ideaId = created.json().id;
  await waitForVersion(1);
}, 150_000);
afterAll(async () => t?.close(), 30_000);

describe("a deleted founder result", () => {
  it("is withdrawn from every version that listed it, and shared reports never show a note", async () => {
    const note = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: owner }, payload: { kind: "note", note: NOTE } });
    expect(note.statusCode).toBe(201);
    const interviews = { kind: "interviews", interviewsHeld: 6, painConfirmed: 5, painDenied: 1, wouldPay: 2, note: "Five of six chase invoices weekly" };
    expect((await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/evidence`, headers: { cookie: owner }, payload: interviews })).statusCode).toBe(201);
    await revalidateTo(2);
    await revalidateTo(3);
    for (const version of [2, 3]) expect((await ownerReport(version)).body).toContain(NOTE);

    const link = await t.app.inject({ method: "POST", url: `/api/ideas/${ideaId}/share-links`, headers: { cookie: owner } });
    const token = link.json().path.replace("/shared/", "");
    const shared = await t.app.inject({ method: "GET", url: `/api/shared/${token}/report` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).not.toContain(NOTE);
    expect(shared.body).not.toContain("Five of six chase invoices weekly");
    expect(shared.json().founderEvidence.map((item: { summary: string }) => item.summary)).toEqual(["Note", "6 interviews: 5 confirmed the pain, 1 denied it, 2 would pay"]);

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}/evidence/${note.json().id}`, headers: { cookie: owner } });
    expect(deleted.statusCode).toBe(204);
    for (const version of [2, 3]) {
      const report = await ownerReport(version);
      expect(report.body).not.toContain(NOTE);
      expect(report.json().founderEvidence).toMatchObject([
        { id: "F1", kind: "note", summary: WITHDRAWN_SUMMARY, note: "" },
        { id: "F2", kind: "interviews", note: "Five of six chase invoices weekly" },
      ]);
    }
    const pdf = await t.app.inject({ method: "GET", url: `/api/shared/${token}/report.pdf` });
    expect(pdf.statusCode).toBe(200);
  }, 300_000);
});
