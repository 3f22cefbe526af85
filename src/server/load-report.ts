import type { Db } from "../db/client.ts";
import { findIdea, findIdeaRow } from "../db/queries/ideas.ts";
import { findReport, type ReportRow } from "../db/queries/reports.ts";
import { findSharedReportRef } from "../db/queries/share-links.ts";
import { reportBodySchema } from "../shared/contracts/report.ts";
import type { VersionedReport } from "../shared/contracts/report-versions.ts";
import { SHARE_TOKEN_PATTERN } from "../shared/contracts/share-link.ts";
import { HttpError, ideaNotFound } from "./http-error.ts";

export const reportNotFound = () =>
  new HttpError({ statusCode: 404, code: "report_not_found", message: "The requested validation report could not be found." });
export const sharedReportNotFound = () =>
  new HttpError({ statusCode: 404, code: "not_found", message: "This shared report link is invalid or has been revoked." });

interface IdeaFields {
  id: string;
  title: string;
  description: string;
  targetMarket: string | null;
  country: string;
}

/** A report with the one idea field its keyword trends need (the market's country). */
export interface LoadedReport {
  report: VersionedReport;
  country: string;
}

/** The API's report, assembled exactly as GET /api/ideas/:id/report assembles it. */
function toValidationReport({ idea, report }: { idea: IdeaFields; report: ReportRow }): VersionedReport {
  return {
    ...reportBodySchema.parse(report.body),
    ideaId: idea.id,
    // The text the report analysed; reports from before it was kept fall back to the idea's.
    title: report.title ?? idea.title,
    description: report.description ?? idea.description,
    targetMarket: idea.targetMarket,
    generatedAt: report.generatedAt.toISOString(),
    model: report.model,
    version: report.version,
  };
}

/**
 * The signed-in owner's report, the latest version unless one is named; another user's idea is
 * "not found", never "forbidden".
 */
export async function loadOwnedReport({ db, userId, ideaId, version }: {
  db: Db; userId: string; ideaId: string; version?: number;
}): Promise<LoadedReport> {
  const idea = await findIdea({ db, userId, ideaId });
  if (!idea) throw ideaNotFound();
  const report = await findReport({ db, ideaId: idea.id, version });
  if (!report) throw reportNotFound();
  return { report: toValidationReport({ idea, report }), country: idea.country };
}

/** The founder's free-text notes are theirs alone: a shared report keeps each result's counts, not its note. */
function withoutFounderNotes(report: VersionedReport): VersionedReport {
  if (!report.founderEvidence) return report;
  return { ...report, founderEvidence: report.founderEvidence.map((item) => ({ ...item, note: "" })) };
}

/**
 * The report version a live share link points to. Only the report's own fields leave, without the founder's
 * notes: nothing about the owner (no user id, email or name) and nothing that leads to their other ideas. A malformed,
 * unknown or revoked token, and a link whose report is gone, all answer the same 404.
 */
export async function loadSharedReport({ db, token }: { db: Db; token: string }): Promise<LoadedReport> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw sharedReportNotFound();
  const shared = await findSharedReportRef({ db, token });
  const [idea, report] = shared
    ? await Promise.all([findIdeaRow({ db, ideaId: shared.ideaId }), findReport({ db, ideaId: shared.ideaId, version: shared.version })])
    : [null, null];
  if (!idea || !report) throw sharedReportNotFound();
  return { report: withoutFounderNotes(toValidationReport({ idea, report })), country: idea.country };
}
