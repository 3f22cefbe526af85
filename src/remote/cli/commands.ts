import { countrySchema, ideaStatusSchema, validationModeSchema } from "../../shared/contracts/idea.ts";
import type { Idea } from "../../shared/contracts/idea.ts";
import { awaitValidation } from "../await-validation.ts";
import type { GreenlightApi } from "../greenlight-api.ts";
import { EXIT, UsageError } from "./exit-codes.ts";

export interface CommandOptions {
  json: boolean;
  wait: boolean;
  country: string | undefined;
  mode: string | undefined;
  version: string | undefined;
  search: string | undefined;
  status: string | undefined;
}

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

function pick<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: string | undefined, flag: string, fallback: T): T {
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${flag} "${value}" is not one of the accepted values (see greenlight --help)`);
  return parsed.data as T;
}

function ideaLine(idea: Idea): string {
  const verdict = idea.recommendation ? `${idea.recommendation} ${idea.overallScore ?? "?"}/10` : idea.status;
  return `${idea.id}  ${verdict.padEnd(12)}  v${idea.version}  ${idea.title}`;
}

export async function validateCommand({ api, args, options, io }: { api: GreenlightApi; args: string[]; options: CommandOptions; io: Output }): Promise<number> {
  const description = args.join(" ").trim();
  if (!description) throw new UsageError('validate needs the idea: greenlight validate "A tool that …"');
  const idea = await api.createIdea({
    description,
    country: pick(countrySchema, options.country, "--country", "US"),
    validationMode: pick(validationModeSchema, options.mode, "--mode", "deep"),
  });
  io.err(`Validating ${idea.id}: ${idea.title}`);
  if (!options.wait) {
    io.out(options.json ? JSON.stringify(idea, null, 2) : idea.id);
    return EXIT.ok;
  }
  const { idea: done } = await awaitValidation({ api, ideaId: idea.id, onStep: (step) => io.err(`  ${step.message}`) });
  io.out(options.json ? JSON.stringify(done, null, 2) : ideaLine(done));
  if (done.status === "failed") {
    io.err(`The validation failed: ${done.error ?? "no reason given"}`);
    return EXIT.validationFailed;
  }
  return EXIT.ok;
}

export async function reportCommand({ api, args, options, io }: { api: GreenlightApi; args: string[]; options: CommandOptions; io: Output }): Promise<number> {
  const [ideaId, ...rest] = args;
  if (!ideaId || rest.length) throw new UsageError("report needs one idea id: greenlight report <idea-id>");
  const version = options.version === undefined ? undefined : Number(options.version);
  if (version !== undefined && (!Number.isInteger(version) || version < 1)) throw new UsageError("--version must be a whole number, 1 or more");
  io.out(options.json ? JSON.stringify(await api.report(ideaId, version), null, 2) : await api.reportMarkdown(ideaId, version));
  return EXIT.ok;
}

export async function ideasCommand({ api, args, options, io }: { api: GreenlightApi; args: string[]; options: CommandOptions; io: Output }): Promise<number> {
  if (args.length) throw new UsageError("ideas takes no arguments; use --search and --status to filter");
  const status = pick(ideaStatusSchema, options.status, "--status", undefined);
  const ideas = await api.listIdeas({ search: options.search, status });
  if (options.json) io.out(JSON.stringify(ideas, null, 2));
  else io.out(ideas.length ? ideas.map(ideaLine).join("\n") : "No ideas yet.");
  return EXIT.ok;
}
