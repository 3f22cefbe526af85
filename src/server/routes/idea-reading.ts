import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { canReadCorrectedPrice, readIdea } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import type { IdeaCorrections } from "../../shared/contracts/idea-corrections.ts";
import { ideaReadingRequestSchema, ideaReadingSchema } from "../../shared/contracts/idea-reading.ts";
import { HttpError } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";

/**
 * A corrected price the pipeline cannot read would be dropped without a word, so it is refused
 * with the reason: the founder's words are used as written or not at all.
 */
export function checkCorrections(corrections: IdeaCorrections | undefined): void {
  const price = corrections?.price;
  if (price !== undefined && !canReadCorrectedPrice(price)) {
    throw new HttpError({
      statusCode: 400,
      code: "invalid_request",
      message: `corrections.price: we could not read a price in "${price}". Write the amount and how often it is charged, for example "$9 a month", "£120 a year" or "free with ads".`,
    });
  }
}

/**
 * "Here is how we read your idea" (decision 023): the reading the analysts start from, read in code
 * through src/pipeline/services (decision 008), so it answers at once with or without a model.
 */
export function registerIdeaReadingRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post("/api/ideas/reading", {
    config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    schema: {
      tags: ["ideas"],
      body: ideaReadingRequestSchema,
      response: { 200: ideaReadingSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
  }, async (request) => {
    requireUser(request);
    return readIdea(request.body);
  });
}
