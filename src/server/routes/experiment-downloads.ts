import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { ideaIdParamsSchema } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema } from "../../shared/contracts/report-versions.ts";
import { experimentPlanDocument } from "../../shared/display/experiment-plan.ts";
import { renderSmokeTestPage } from "../downloads/smoke-test-page.ts";
import { HttpError } from "../http-error.ts";
import { loadOwnedReport } from "../load-report.ts";
import { requireUser } from "../plugins/auth.ts";
import { pdfFileName } from "./report-pdf.ts";

const responses = { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema };

const noPlan = () => new HttpError({ statusCode: 404, code: "not_found", message: "This report has no experiment plan: it was made before experiments were planned. Re-validate to get one." });
const noSmokeTest = () => new HttpError({ statusCode: 404, code: "not_found", message: "This report's experiment plan has no smoke-test page." });

/** The download's file name: the report's, with what it holds in place of "validation-report.pdf". */
const fileName = ({ title, version, what }: { title: string; version: number; what: string }) =>
  pdfFileName(title, version).replace(/validation-report(-v\d+)?\.pdf$/, `${what}$1`);

/** The experiment plan as Markdown and the smoke-test page as HTML, for the report's owner only. */
export function registerExperimentDownloadRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/ideas/:id/experiment-plan.md", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, querystring: reportVersionQuerySchema, response: responses },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { report } = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id, version: request.query.version });
    const assumptions = report.riskiestAssumptions ?? [];
    if (assumptions.length === 0) throw noPlan();
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${fileName({ title: report.title, version: report.version, what: "experiment-plan" })}.md"`)
      .type("text/markdown; charset=utf-8")
      .send(experimentPlanDocument({ title: report.title, assumptions, currency: report.currency }));
  });

  api.get("/api/ideas/:id/smoke-test.html", {
    schema: { tags: ["reports"], params: ideaIdParamsSchema, querystring: reportVersionQuerySchema, response: responses },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { report } = await loadOwnedReport({ db, userId: user.id, ideaId: request.params.id, version: request.query.version });
    const experiment = report.riskiestAssumptions?.map((a) => a.experiment).find((e) => e.kind === "smoke-test");
    if (!experiment || experiment.kind !== "smoke-test") throw noSmokeTest();
    return reply
      .header("cache-control", "private, no-store")
      // The page is a file to take away, not a page of this site: it is downloaded, never rendered here.
      .header("content-disposition", `attachment; filename="${fileName({ title: report.title, version: report.version, what: "smoke-test" })}.html"`)
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; sandbox")
      .type("text/html; charset=utf-8")
      .send(renderSmokeTestPage({ experiment }));
  });
}
