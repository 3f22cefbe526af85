import { parseArgs } from "node:util";
import { httpTransport } from "../api-transport.ts";
import { createGreenlightApi } from "../greenlight-api.ts";
import { serveMcpOverStdio } from "../mcp/stdio.ts";
import { ideasCommand, reportCommand, validateCommand } from "./commands.ts";
import type { Output } from "./commands.ts";
import { EXIT, exitCodeFor, UsageError } from "./exit-codes.ts";
import { USAGE } from "./usage.ts";

export const DEFAULT_URL = "http://localhost:5000";
const COMMANDS = { validate: validateCommand, report: reportCommand, ideas: ideasCommand } as const;

function connection(env: Record<string, string | undefined>): { baseUrl: string; token: string } | null {
  const token = env.GREENLIGHT_TOKEN?.trim();
  return token ? { baseUrl: env.GREENLIGHT_URL?.trim() || DEFAULT_URL, token } : null;
}

/** The whole `greenlight` command: parses argv, runs one command, answers the exit code. */
export async function runCli({ argv, env, io, version }: {
  argv: string[]; env: Record<string, string | undefined>; io: Output; version: string;
}): Promise<number | "serving"> {
  try {
    const { values, positionals } = parseArgs({
      args: argv, allowPositionals: true, strict: true,
      options: {
        json: { type: "boolean", default: false }, help: { type: "boolean", default: false }, "no-wait": { type: "boolean", default: false },
        country: { type: "string" }, mode: { type: "string" }, version: { type: "string" }, search: { type: "string" }, status: { type: "string" },
      },
    });
    const [name, ...args] = positionals;
    if (values.help || !name) {
      (values.help ? io.out : io.err)(USAGE);
      return values.help ? EXIT.ok : EXIT.usage;
    }
    if (name !== "mcp" && !(name in COMMANDS)) throw new UsageError(`Unknown command "${name}" (see greenlight --help)`);
    const target = connection(env);
    if (!target) {
      io.err("Set GREENLIGHT_TOKEN to a personal API token (gl_…) made in Greenlight's Settings → API tokens.");
      return EXIT.auth;
    }
    if (name === "mcp") {
      await serveMcpOverStdio({ ...target, version });
      return "serving";
    }
    const api = createGreenlightApi(httpTransport(target));
    const options = {
      json: values.json, wait: !values["no-wait"], country: values.country, mode: values.mode, version: values.version, search: values.search, status: values.status,
    };
    return await COMMANDS[name as keyof typeof COMMANDS]({ api, args, options, io });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS") ? EXIT.usage : exitCodeFor(error);
    io.err(code === EXIT.usage ? `${message}\n\n${USAGE}` : message);
    return code;
  }
}
