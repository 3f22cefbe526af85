import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { addWaitlistEntry } from "../../db/queries/waitlist.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { waitlistRequestSchema, waitlistResponseSchema } from "../../shared/contracts/waitlist.ts";

/** Public: the landing page's idea dialog. Repeating the same entry is harmless. */
export function registerWaitlistRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().post("/api/validations/waitlist", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: { tags: ["waitlist"], body: waitlistRequestSchema, response: { 200: waitlistResponseSchema, 400: apiErrorSchema } },
  }, async (request) => {
    await addWaitlistEntry({ db, ...request.body });
    return { ok: true as const, message: "Thanks! Your idea is saved and we will be in touch at this email." };
  });
}
