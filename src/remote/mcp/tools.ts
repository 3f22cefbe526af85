import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ServerNotification } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { createFounderEvidenceSchema } from "../../shared/contracts/founder-evidence.ts";
import { createIdeaSchema, ideaIdParamsSchema, listIdeasQuerySchema } from "../../shared/contracts/idea.ts";
import type { Idea } from "../../shared/contracts/idea.ts";
import { reportVersionQuerySchema } from "../../shared/contracts/report-versions.ts";
import { awaitValidation } from "../await-validation.ts";
import type { GreenlightApi } from "../greenlight-api.ts";
import { compareReports } from "./compare-versions.ts";
import { asToolResult, jsonResult, UNTRUSTED_NOTE, untrustedJsonResult, untrustedTextResult } from "./tool-results.ts";

const ideaId = ideaIdParamsSchema.shape.id.describe("The idea's id, as validate_idea or list_ideas gave it");
const version = reportVersionQuerySchema.shape.version.describe("A report version (1 is the first validation); the latest when left out");
const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

interface ProgressContext {
  _meta?: { progressToken?: string | number } | undefined;
  signal: AbortSignal;
  sendNotification: (notification: ServerNotification) => Promise<void>;
}

function ideaSummary(idea: Idea) {
  return {
    ideaId: idea.id, title: idea.title, status: idea.status, version: idea.version,
    recommendation: idea.recommendation, overallScore: idea.overallScore, error: idea.error, createdAt: idea.createdAt,
  };
}

/** Waits for the idea's validation, sending MCP progress notifications when the client asked for them. */
async function validationResult({ api, id, extra }: { api: GreenlightApi; id: string; extra: ProgressContext }): Promise<CallToolResult> {
  const progressToken = extra._meta?.progressToken;
  const outcome = await awaitValidation({
    api, ideaId: id, signal: extra.signal,
    onStep: async (step) => {
      if (progressToken === undefined) return;
      await extra.sendNotification({ method: "notifications/progress", params: { progressToken, ...step } });
    },
  });
  const summary = ideaSummary(outcome.idea);
  if (outcome.idea.status === "failed") return { isError: true, content: [{ type: "text", text: JSON.stringify({ ...summary, message: `The validation failed: ${outcome.idea.error ?? "no reason given"}` }, null, 2) }] };
  return jsonResult({ ...summary, finished: outcome.finished, next: outcome.finished ? "Read it with get_report." : "Still validating: call get_report later." });
}

/** The Greenlight tools, each one a call (or a few) to the same API routes the web app uses. */
export function registerGreenlightTools(server: McpServer, api: GreenlightApi): void {
  server.registerTool("validate_idea", {
    title: "Validate a startup idea",
    description: "Validates a startup idea against live market evidence and waits for the report, sending progress notifications "
      + "stage by stage (planning, research, analysis, synthesis). Returns the idea id, the verdict and the overall score; read the "
      + "report with get_report. Needs a token that may validate; counts against the founder's daily validations.",
    inputSchema: createIdeaSchema,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  }, async (idea, extra) => asToolResult(async () => {
    const created = await api.createIdea(idea);
    return validationResult({ api, id: created.id, extra });
  }));

  server.registerTool("get_report", {
    title: "Read a validation report",
    description: `The idea's validation report, as Markdown (scores, evidence citing sources as [S1], [S2]…, the case against, experiments, sources) or as the API's JSON. ${UNTRUSTED_NOTE}`,
    inputSchema: z.object({ ideaId, format: z.enum(["markdown", "json"]).default("markdown"), version }),
    annotations: readOnly,
  }, async ({ ideaId: id, format, version: wanted }) => asToolResult(async () => {
    if (format === "json") {
      const report = await api.report(id, wanted);
      return untrustedJsonResult({ heading: `Greenlight report for idea ${id}, version ${report.version}, as JSON.`, value: report });
    }
    const markdown = await api.reportMarkdown(id, wanted);
    return untrustedTextResult({ heading: `Greenlight report for idea ${id}${wanted ? `, version ${wanted}` : ""}.`, text: markdown });
  }));

  server.registerTool("list_ideas", {
    title: "List the founder's ideas",
    description: "The founder's ideas, newest first (at most 100): id, title, status, report version, verdict and score. Filter by words in the title or description, and by status.",
    inputSchema: z.object({ search: listIdeasQuerySchema.shape.search, status: listIdeasQuerySchema.shape.status }),
    annotations: readOnly,
  }, async ({ search, status }) => asToolResult(async () => jsonResult((await api.listIdeas({ search, status })).map(ideaSummary))));

  server.registerTool("compare_versions", {
    title: "Compare two report versions",
    description: "Puts two versions of an idea's report side by side: verdict, overall and dimension scores, sources and the founder's recorded results, and what changed. Without versions, the two latest.",
    inputSchema: z.object({ ideaId, from: version, to: version }),
    annotations: readOnly,
  }, async ({ ideaId: id, from, to }) => asToolResult(async () => {
    const { versions } = await api.versions(id);
    const numbers = versions.map((entry) => entry.version);
    const later = to ?? numbers.at(-1);
    const earlier = from ?? numbers.filter((number) => later === undefined || number < later).at(-1);
    if (earlier === undefined || later === undefined) {
      return { isError: true, content: [{ type: "text", text: `This idea has ${numbers.length} report version${numbers.length === 1 ? "" : "s"}: re-validate it to have two to compare.` }] };
    }
    const [a, b] = await Promise.all([api.report(id, earlier), api.report(id, later)]);
    return jsonResult(compareReports({ from: a, to: b }));
  }));

  server.registerTool("record_evidence", {
    title: "Record an experiment's result",
    description: "Records what the founder learned testing the idea (interviews, a smoke test, pre-sales or a note), optionally tied to one of the report's riskiest assumptions. The next re-validation weighs it as first-party evidence. Needs a token that may validate.",
    inputSchema: z.object({ ideaId, result: createFounderEvidenceSchema }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  }, async ({ ideaId: id, result }) => asToolResult(async () => jsonResult(await api.recordEvidence(id, result))));

  server.registerTool("revalidate", {
    title: "Re-validate an idea",
    description: "Validates the idea again as a new report version, reading the results the founder recorded, and waits for it with progress notifications. Earlier versions are kept; compare them with compare_versions. Needs a token that may validate.",
    inputSchema: z.object({ ideaId }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  }, async ({ ideaId: id }, extra) => asToolResult(async () => {
    const started = await api.revalidate(id);
    return validationResult({ api, id: started.ideaId, extra });
  }));

  server.registerTool("get_experiment_plan", {
    title: "Read the experiment plan",
    description: `The report's riskiest assumptions and the experiment that tests each (what to do, how many, the line that passes), as Markdown. ${UNTRUSTED_NOTE}`,
    inputSchema: z.object({ ideaId, version }),
    annotations: readOnly,
  }, async ({ ideaId: id, version: wanted }) => asToolResult(async () => untrustedTextResult({
    heading: `Experiment plan for idea ${id}${wanted ? `, version ${wanted}` : ""}.`,
    text: await api.experimentPlan(id, wanted),
  })));
}
