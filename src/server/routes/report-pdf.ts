import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import type { ValidationReport } from "../../shared/contracts/report.ts";
import { sharedTokenParamsSchema } from "../../shared/contracts/share-link.ts";
import { keywordTrendsQuerySchema, keywordTrendsSchema, type KeywordTrends } from "../../shared/contracts/trends.ts";
import { requireUser } from "../plugins/auth.ts";
import { loadOwnedReport, loadSharedReport } from "../pdf/load-report.ts";
import { renderReportPdf } from "../pdf/render-report-pdf.ts";
import { markPrivate, noKeywordTrends, type KeywordTrendsLoader } from "./report-share.ts";

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
// Rendering takes a few hundred milliseconds of CPU; a person downloads a handful, not hundreds.
const rateLimit = { max: 20, timeWindow: "1 minute" };

/** "Dog walker scheduling!" -> "dog-walker-scheduling"; a title of symbols only falls back to "report". */
export function pdfFileName(title: string): string {
  const slug = title.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/, "");
  return `${slug || "report"}-validation-report.pdf`;
}

async function sendPdf({ reply, report, trends }: { reply: FastifyReply; report: ValidationReport; trends: KeywordTrends | null }) {
  const pdf = await renderReportPdf({ report, trends });
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${pdfFileName(report.title)}"`)
    .send(pdf);
}

/**
 * The owner's trends for the chart, asked of the very route the screen uses (with the caller's own
 * session), so the PDF shows what the owner sees however the research engine provides trends.
 */
async function ownersTrends({ app, request, ideaId, keyword }: {
  app: FastifyInstance; request: FastifyRequest; ideaId: string; keyword: string | undefined;
}): Promise<KeywordTrends | null> {
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
  const response = await app.inject({
    method: "GET",
    url: `/api/ideas/${ideaId}/keyword-trends${query}`,
    headers: { cookie: request.headers.cookie ?? "" },
  });
  if (response.statusCode !== 200) return null;
  const parsed = keywordTrendsSchema.safeParse(response.json());
  return parsed.success ? parsed.data : null;
}

/** The whole report as a PDF download, for its owner and for holders of a live share link. */
export function registerReportPdfRoutes(app: FastifyInstance, { db, loadKeywordTrends = noKeywordTrends }: {
  db: Db; loadKeywordTrends?: KeywordTrendsLoader;
}): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/report.pdf", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, querystring: keywordTrendsQuerySchema, response: errors },
    config: { rateLimit },
  }, async (request, reply) => {
    const user = requireUser(request);
    const report = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id });
    const trends = await ownersTrends({ app, request, ideaId: report.ideaId, keyword: request.query.keyword });
    reply.header("cache-control", "private, no-store");
    return sendPdf({ reply, report, trends });
  });

  api.get("/api/shared/:token/report.pdf", {
    schema: { tags: ["shared"], params: sharedTokenParamsSchema, querystring: keywordTrendsQuerySchema, response: errors },
    config: { rateLimit },
  }, async (request, reply) => {
    markPrivate(reply);
    const report = await loadSharedReport({ db, token: request.params.token });
    const trends = await loadKeywordTrends({ db, ideaId: report.ideaId, keyword: request.query.keyword });
    return sendPdf({ reply, report, trends });
  });
}
