import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { improveDescription, type LlmClient } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { improveDescriptionRequestSchema, improveDescriptionResponseSchema } from "../../shared/contracts/idea.ts";
import { requireUser } from "../plugins/auth.ts";

/** See docs/decisions/001-improve-description-in-request.md for why this calls the pipeline directly. */
export function registerImproveDescriptionRoute(app: FastifyInstance, { llm }: { llm: LlmClient }): void {
  app.withTypeProvider<ZodTypeProvider>().post("/api/ideas/improve-description", {
    config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    schema: {
      tags: ["ideas"],
      body: improveDescriptionRequestSchema,
      response: { 200: improveDescriptionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
  }, async (request) => {
    requireUser(request);
    let fellBackToOffline = false;
    const improved = await improveDescription({
      description: request.body.description,
      llm,
      onModelFailure: (error) => {
        fellBackToOffline = true;
        request.log.warn({ err: error }, "improve-description: the model failed, so the offline rewrite was returned");
      },
    });
    return { improvedDescription: improved.text, questions: improved.questions, fellBackToOffline };
  });
}
