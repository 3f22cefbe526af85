import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { findIdea } from "../../db/queries/ideas.ts";
import { KeywordTrendsError, type KeywordTrendsService } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { countrySchema, ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { keywordTrendsQuerySchema, keywordTrendsSchema } from "../../shared/contracts/trends.ts";
import { HttpError, ideaNotFound } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";

/** Providers get this long; the page shows "Keyword trend data unavailable" rather than wait. */
const TRENDS_TIMEOUT_MS = 15_000;

const noKeywordData = () => new HttpError({ statusCode: 404, code: "no_keyword_data", message: "No keyword data found for this idea" });

/**
 * GET /api/ideas/:id/keyword-trends: 404 "No keyword data found for this idea" when
 * there are no keywords, no provider or no data; 429 "API quota exceeded. Please try again
 * later." when a provider's quota is spent and nothing older is kept; 503 when no provider
 * could be reached. A kept older answer is served instead of the last two, with isStale: true.
 */
export function registerKeywordTrendsRoute(app: FastifyInstance, { db, trends }: { db: Db; trends: KeywordTrendsService | null }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/api/ideas/:id/keyword-trends", {
    schema: {
      tags: ["reports"],
      params: ideaIdParamsSchema,
      querystring: keywordTrendsQuerySchema,
      response: { 200: keywordTrendsSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const idea = await findIdea({ db, userId: user.id, ideaId: request.params.id });
    if (!idea) throw ideaNotFound();
    if (!trends) throw noKeywordData();
    const gone = new AbortController();
    reply.raw.once("close", () => gone.abort(new Error("client went away")));
    try {
      const answer = await trends.forIdea({
        ideaId: idea.id,
        country: countrySchema.catch("US").parse(idea.country),
        keyword: request.query.keyword,
        signal: AbortSignal.any([gone.signal, AbortSignal.timeout(TRENDS_TIMEOUT_MS)]),
      });
      reply.header("cache-control", "private, max-age=300");
      return answer;
    } catch (error) {
      if (!(error instanceof KeywordTrendsError)) throw error;
      if (error.kind === "quota") throw new HttpError({ statusCode: 429, code: "quota_exceeded", message: "API quota exceeded. Please try again later." });
      if (error.kind === "unavailable") throw new HttpError({ statusCode: 503, code: "trends_unavailable", message: "Keyword trend data is unavailable right now" });
      throw noKeywordData();
    }
  });
}
