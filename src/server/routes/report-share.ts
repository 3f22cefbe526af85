import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { findIdea, findIdeaRow } from "../../db/queries/ideas.ts";
import { findReport } from "../../db/queries/reports.ts";
import { createShareLink, findSharedReportRef, revokeShareLinks } from "../../db/queries/share-links.ts";
import { KeywordTrendsError, type KeywordTrendsService } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { countrySchema, ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema, versionedReportSchema } from "../../shared/contracts/report-versions.ts";
import {
  SHARE_TOKEN_PATTERN, shareLinkCreatedSchema, shareLinkParamsSchema, shareLinksRevokedSchema, sharedTokenParamsSchema,
} from "../../shared/contracts/share-link.ts";
import { keywordTrendsQuerySchema, keywordTrendsSchema } from "../../shared/contracts/trends.ts";
import { HttpError, ideaNotFound } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import { loadSharedReport, reportNotFound, sharedReportNotFound } from "../load-report.ts";

/** Providers get this long, as on the owner's keyword-trends route. */
const TRENDS_TIMEOUT_MS = 15_000;

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const noKeywordData = () => new HttpError({ statusCode: 404, code: "no_keyword_data", message: "No keyword data found for this idea" });

/** A shared report is for the person holding the link, not for caches or search engines. */
export function markPrivate(reply: FastifyReply): void {
  reply.header("cache-control", "private, no-store");
  reply.header("x-robots-tag", "noindex, nofollow");
}

/**
 * Read-only links to one report: the owner creates and revokes them; anyone holding a live link
 * reads that report (and its keyword trends) without signing in, and nothing else.
 */
export function registerReportShareRoutes(app: FastifyInstance, { db, trends }: { db: Db; trends: KeywordTrendsService | null }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post("/api/ideas/:id/share-links", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, querystring: reportVersionQuerySchema, response: { 201: shareLinkCreatedSchema, ...errors } },
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    // Only a finished report can be shared; a link must never show a half-made one. The link pins
    // the version asked for (the latest by default), so a later re-validation does not change it.
    const report = await findReport({ db, ideaId: idea.id, version: request.query.version });
    if (!report) throw reportNotFound();
    const link = await createShareLink({ db, ideaId: idea.id, version: report.version });
    reply.header("cache-control", "no-store");
    return reply.status(201).send({
      id: link.id,
      path: `/shared/${link.token}`,
      createdAt: link.createdAt.toISOString(),
      activeLinks: link.activeLinks,
    });
  });

  api.delete("/api/ideas/:id/share-links/:linkId", {
    schema: { tags: ["reports"], params: shareLinkParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const revoked = await revokeShareLinks({ db, userId: user.id, ideaId: request.params.id, linkId: request.params.linkId });
    if (revoked === 0) throw new HttpError({ statusCode: 404, code: "not_found", message: "Share link not found" });
    return reply.status(204).send(null);
  });

  api.delete("/api/ideas/:id/share-links", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, response: { 200: shareLinksRevokedSchema, ...errors } },
  }, async (request) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    return { revokedCount: await revokeShareLinks({ db, userId: user.id, ideaId: idea.id }) };
  });

  api.get("/api/shared/:token/report", {
    schema: { tags: ["shared"], params: sharedTokenParamsSchema, response: { 200: versionedReportSchema, ...errors } },
  }, async (request, reply) => {
    markPrivate(reply);
    return (await loadSharedReport({ db, token: request.params.token })).report;
  });

  api.get("/api/shared/:token/keyword-trends", {
    schema: {
      tags: ["shared"],
      params: sharedTokenParamsSchema,
      querystring: keywordTrendsQuerySchema,
      response: { 200: keywordTrendsSchema, ...errors, 503: apiErrorSchema },
    },
  }, async (request, reply) => {
    markPrivate(reply);
    const { token } = request.params;
    const shared = SHARE_TOKEN_PATTERN.test(token) ? await findSharedReportRef({ db, token }) : null;
    const idea = shared ? await findIdeaRow({ db, ideaId: shared.ideaId }) : null;
    if (!idea) throw sharedReportNotFound();
    if (!trends) throw noKeywordData();
    const gone = new AbortController();
    reply.raw.once("close", () => gone.abort(new Error("client went away")));
    try {
      return await trends.forIdea({
        ideaId: idea.id,
        country: countrySchema.catch("US").parse(idea.country),
        keyword: request.query.keyword,
        signal: AbortSignal.any([gone.signal, AbortSignal.timeout(TRENDS_TIMEOUT_MS)]),
      });
    } catch (error) {
      // The same answers as the owner's route (routes/keyword-trends.ts), so both readers see one thing.
      if (!(error instanceof KeywordTrendsError)) throw error;
      if (error.kind === "quota") throw new HttpError({ statusCode: 429, code: "quota_exceeded", message: "API quota exceeded. Please try again later." });
      if (error.kind === "unavailable") throw new HttpError({ statusCode: 503, code: "trends_unavailable", message: "Keyword trend data is unavailable right now" });
      throw noKeywordData();
    }
  });
}
