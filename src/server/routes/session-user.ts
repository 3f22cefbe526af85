import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { currentUserSchema } from "../../shared/contracts/user.ts";
import { toCurrentUser } from "../auth/current-user.ts";
import { requireUser } from "../plugins/auth.ts";

export function registerSessionUserRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get("/api/auth/user", {
    schema: { tags: ["auth"], response: { 200: currentUserSchema, 401: apiErrorSchema } },
  }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toCurrentUser(requireUser(request));
  });
}
