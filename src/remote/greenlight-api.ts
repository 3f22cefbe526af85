import { z } from "zod";
import type { ZodType } from "zod";
import { apiErrorSchema } from "../shared/contracts/errors.ts";
import { founderEvidenceSchema } from "../shared/contracts/founder-evidence.ts";
import type { CreateFounderEvidence } from "../shared/contracts/founder-evidence.ts";
import { ideaSchema, progressResponseSchema } from "../shared/contracts/idea.ts";
import type { CreateIdea, IdeaStatus } from "../shared/contracts/idea.ts";
import { reportVersionsSchema, revalidationStartedSchema, versionedReportSchema } from "../shared/contracts/report-versions.ts";
import type { ApiCall, ApiTransport } from "./api-transport.ts";

/** The API refused: its status, machine code and sentence, passed on unchanged. */
export class GreenlightApiError extends Error {
  override name = "GreenlightApiError";
  readonly status: number;
  readonly code: string;
  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

function refusal(status: number, text: string): GreenlightApiError {
  const parsed = apiErrorSchema.safeParse(parseJson(text)).data;
  return new GreenlightApiError({ status, code: parsed?.code ?? "http_error", message: parsed?.error ?? `Greenlight answered HTTP ${status}` });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The newest 100 ideas, filtered by the API (in SQL), not here. */
function listQuery({ search, status }: { search?: string | undefined; status?: string | undefined }): string {
  const query = new URLSearchParams({ limit: "100" });
  if (search) query.set("search", search);
  if (status) query.set("status", status);
  return query.toString();
}

const versionQuery = (version: number | undefined) => (version === undefined ? "" : `?version=${version}`);

/** The API routes the CLI and the MCP tools use, each answer checked against its contract. */
export function createGreenlightApi(transport: ApiTransport) {
  async function call(request: ApiCall): Promise<string> {
    const answer = await transport(request);
    if (answer.status >= 400) throw refusal(answer.status, answer.text);
    return answer.text;
  }
  async function json<T>(request: ApiCall, schema: ZodType<T>): Promise<T> {
    return schema.parse(JSON.parse(await call(request)));
  }
  const id = (ideaId: string) => encodeURIComponent(ideaId);
  return {
    createIdea: (idea: CreateIdea) => json({ method: "POST", path: "/api/ideas", body: idea }, ideaSchema),
    getIdea: (ideaId: string) => json({ method: "GET", path: `/api/ideas/${id(ideaId)}` }, ideaSchema),
    progress: (ideaId: string) => json({ method: "GET", path: `/api/ideas/${id(ideaId)}/progress` }, progressResponseSchema),
    listIdeas: ({ search, status }: { search?: string | undefined; status?: IdeaStatus | undefined }) =>
      json({ method: "GET", path: `/api/ideas?${listQuery({ search, status })}` }, z.array(ideaSchema)),
    report: (ideaId: string, version?: number) => json({ method: "GET", path: `/api/ideas/${id(ideaId)}/report${versionQuery(version)}` }, versionedReportSchema),
    reportMarkdown: (ideaId: string, version?: number) => call({ method: "GET", path: `/api/ideas/${id(ideaId)}/report.md${versionQuery(version)}` }),
    versions: (ideaId: string) => json({ method: "GET", path: `/api/ideas/${id(ideaId)}/report/versions` }, reportVersionsSchema),
    experimentPlan: (ideaId: string, version?: number) => call({ method: "GET", path: `/api/ideas/${id(ideaId)}/experiment-plan.md${versionQuery(version)}` }),
    recordEvidence: (ideaId: string, result: CreateFounderEvidence) =>
      json({ method: "POST", path: `/api/ideas/${id(ideaId)}/evidence`, body: result }, founderEvidenceSchema),
    revalidate: (ideaId: string) => json({ method: "POST", path: `/api/ideas/${id(ideaId)}/revalidate` }, revalidationStartedSchema),
  };
}

export type GreenlightApi = ReturnType<typeof createGreenlightApi>;
