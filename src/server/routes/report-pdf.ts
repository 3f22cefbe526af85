import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { KeywordTrendsService } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema, type VersionedReport } from "../../shared/contracts/report-versions.ts";
import { sharedTokenParamsSchema } from "../../shared/contracts/share-link.ts";
import { keywordTrendsQuerySchema, type KeywordTrends } from "../../shared/contracts/trends.ts";
import { requireUser } from "../plugins/auth.ts";
import { clientAddressKey } from "../plugins/rate-limits.ts";
import { loadOwnedReport, loadSharedReport } from "../load-report.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";
import { trendsForPdf } from "../pdf/report-trends.ts";
import { markPrivate } from "./report-share.ts";

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
// Rendering takes a few hundred milliseconds of CPU; a person downloads a handful, not hundreds.
const rateLimit = { max: 20, timeWindow: "1 minute" };

/**
 * "Dog walker scheduling!" -> "dog-walker-scheduling"; a title of symbols only falls back to
 * "report". Versions after the first are named in the file ("-v2"), so two downloads never clash.
 */
export function pdfFileName(title: string, version = 1): string {
  const slug = title.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/, "");
  return `${slug || "report"}-validation-report${version > 1 ? `-v${version}` : ""}.pdf`;
}

async function sendPdf({ reply, renderer, report, trends }: {
  reply: FastifyReply; renderer: PdfRenderer; report: VersionedReport; trends: KeywordTrends | null;
}) {
  const pdf = await renderer.render({ report, trends });
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${pdfFileName(report.title, report.version)}"`)
    .send(pdf);
}

/** The whole report as a PDF download, for its owner and for holders of a live share link. */
export function registerReportPdfRoutes(app: FastifyInstance, { db, trends, renderer }: {
  db: Db; trends: KeywordTrendsService | null; renderer: PdfRenderer;
}): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/report.pdf", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, querystring: keywordTrendsQuerySchema.extend(reportVersionQuerySchema.shape), response: errors },
    config: { rateLimit },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { report, country } = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id, version: request.query.version });
    const chart = await trendsForPdf({ trends, ideaId: report.ideaId, country, keyword: request.query.keyword });
    reply.header("cache-control", "private, no-store");
    return sendPdf({ reply, renderer, report, trends: chart });
  });

  api.get("/api/shared/:token/report.pdf", {
    schema: { tags: ["shared"], params: sharedTokenParamsSchema, querystring: keywordTrendsQuerySchema, response: errors },
    // Anyone with a link may render it, so it is counted per client address whatever cookie comes along.
    config: { rateLimit: { ...rateLimit, keyGenerator: clientAddressKey } },
  }, async (request, reply) => {
    markPrivate(reply);
    const { report, country } = await loadSharedReport({ db, token: request.params.token });
    const chart = await trendsForPdf({ trends, ideaId: report.ideaId, country, keyword: request.query.keyword });
    return sendPdf({ reply, renderer, report, trends: chart });
  });
}
