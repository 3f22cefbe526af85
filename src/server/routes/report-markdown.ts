import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { renderReportMarkdown } from "../../pipeline/services/index.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema } from "../../shared/contracts/report-versions.ts";
import { loadOwnedReport } from "../load-report.ts";
import { requireUser } from "../plugins/auth.ts";

/** The report as Markdown, as `npm run validate` prints it: what the CLI and the MCP server hand out. */
export function registerReportMarkdownRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get("/api/ideas/:id/report.md", {
    schema: {
      tags: ["reports"], params: ideaIdParamsSchema, querystring: reportVersionQuerySchema,
      response: { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { report } = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id, version: request.query.version });
    return reply
      .header("cache-control", "private, no-store")
      .type("text/markdown; charset=utf-8")
      .send(renderReportMarkdown({ title: report.title, report, model: report.model }));
  });
}
