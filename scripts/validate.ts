// `npm run validate -- "idea text" [--country GB] [--quick] [--title "Name"] [--json]`: runs the same
// pipeline as the worker, in this process on a throwaway in-memory database, printing progress to
// stderr and the report to stdout (Markdown, or JSON with --json).
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.ts";
import { findReport } from "../src/db/queries/reports.ts";
import { findIdeaRow } from "../src/db/queries/ideas.ts";
import { ideas, users } from "../src/db/schema.ts";
import { createLlmClientFromSettings } from "../src/pipeline/llm/providers.ts";
import { renderReportMarkdown } from "../src/pipeline/report/markdown.ts";
import { runValidation, type StageEvent } from "../src/pipeline/runner.ts";
import { createConnectors } from "../src/pipeline/sources/index.ts";
import { TEXT_ANALYST } from "../src/pipeline/analysts/text-analyst/index.ts";
import type { Logger } from "../src/pipeline/types.ts";
import { ConfigError, loadConfig } from "../src/config/index.ts";
import { describeLlm } from "../src/config/llm.ts";
import { countrySchema, MAX_DESCRIPTION_LENGTH } from "../src/shared/contracts/idea.ts";
import { reportBodySchema } from "../src/shared/contracts/report.ts";
import { deriveTitle } from "../src/shared/derive-title.ts";
import { getStageLabel } from "../src/shared/display/stage-label.ts";

const USAGE = 'Usage: npm run validate -- "your idea in a few sentences" [--country US|CA|GB|AU|DE|FR] [--quick] [--title "Name"] [--json]';

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { country: { type: "string", default: "US" }, json: { type: "boolean", default: false }, quick: { type: "boolean", default: false }, title: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (values.help) fail(USAGE, 0);
const description = positionals.join(" ").trim();
if (!description) fail(USAGE);
if (description.length > MAX_DESCRIPTION_LENGTH) fail(`The idea must be at most ${MAX_DESCRIPTION_LENGTH} characters.`);
const country = countrySchema.safeParse(values.country.toUpperCase());
if (!country.success) fail(`--country must be one of ${countrySchema.options.join(", ")}`);

const config = (() => {
  try {
    return loadConfig({ env: process.env, argv: [] });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
})();

const say = (line: string) => process.stderr.write(`${line}\n`);
const quiet = (_obj: object | string, _msg?: string) => {};
const log: Logger = { debug: quiet, info: quiet, warn: (obj, msg) => say(`  warning: ${msg ?? (typeof obj === "string" ? obj : JSON.stringify(obj))}`), error: (obj, msg) => say(`  error: ${msg ?? JSON.stringify(obj)}`) };

const llm = config.llm ? createLlmClientFromSettings(config.llm) : null;
const sources = createConnectors({ config, db: null, log });
say(`Analyst:  ${describeLlm(config.llm)}`);
say(`Research: ${sources.map((s) => s.name).join(", ") || "no sources enabled"}`);

const database = await openDatabase({ dataDir: "memory://" });
await database.migrate();
const [user] = await database.db.insert(users).values({ subject: "cli:local", name: "Command line" }).returning();
const [idea] = await database.db.insert(ideas).values({
  userId: user!.id, title: values.title?.trim() || deriveTitle(description), description, country: country.data,
  validationMode: values.quick ? "quick" : "deep", status: "pending",
}).returning();

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const onStage = (event: StageEvent) => {
  if (event.state === "started") say(`[${elapsed()}] ${event.stage}: ${getStageLabel(event.stage)}`);
  if (event.state === "finished") say(`[${elapsed()}]   done in ${((event.durationMs ?? 0) / 1000).toFixed(1)} s`);
  if (event.state === "failed") say(`[${elapsed()}]   failed: ${event.error}`);
};
const controller = new AbortController();
process.once("SIGINT", () => { say("Stopping…"); controller.abort(new Error("stopped from the keyboard")); });

try {
  await runValidation({
    deps: { db: database.db, llm, sources, analyst: llm?.analyst ?? TEXT_ANALYST, log, stageDelayMs: 0, timeBudgetMs: config.validationTimeBudgetSeconds * 1000, onStage },
    ideaId: idea!.id,
    signal: controller.signal,
  });
} catch (error) {
  const row = await findIdeaRow({ db: database.db, ideaId: idea!.id });
  await database.close();
  fail(`The validation failed: ${row?.error ?? (error as Error).message}`, 1);
}

const stored = await findReport({ db: database.db, ideaId: idea!.id });
await database.close();
if (!stored) fail("The validation finished without a report.", 1);
const report = reportBodySchema.parse(stored.body);
say(`[${elapsed()}] ${getStageLabel("completed")}`);
process.stdout.write(values.json
  ? `${JSON.stringify({ title: idea!.title, description, country: country.data, model: stored.model, generatedAt: stored.generatedAt.toISOString(), ...report }, null, 2)}\n`
  : renderReportMarkdown({ title: idea!.title, report, model: stored.model }));
