import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionedReportSchema } from "../../src/shared/contracts/report-versions.ts";
import { REMOTE_IDEA, startRemoteWorld } from "../helpers/remote-world.ts";
import type { RemoteWorld } from "../helpers/remote-world.ts";

/**
 * The MCP server through the SDK's own client, over Streamable HTTP (/mcp on the web role) and over
 * stdio (`greenlight mcp` pointed at the server): the same tools, calling the same API routes.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const TOOLS = ["compare_versions", "get_experiment_plan", "get_report", "list_ideas", "record_evidence", "revalidate", "validate_idea"];
const READ_ONLY = ["compare_versions", "get_experiment_plan", "get_report", "list_ideas"];

let world: RemoteWorld;
let validateToken: string;

beforeAll(async () => {
  // Each stage lasts at least a second, so the tools' once-a-second poll sees a validation running
  // and sends more than one progress notification, however fast or busy the machine is.
  world = await startRemoteWorld({ email: "mcp@example.com", stageDelayMs: 1000 });
  validateToken = await world.createToken("validate", "MCP agent");
}, 120_000);
afterAll(async () => world?.close(), 60_000);

async function connect(transport: Transport): Promise<Client> {
  const client = new Client({ name: "greenlight-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const httpTransport = (token: string) => new StreamableHTTPClientTransport(new URL(`${world.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
const stdioTransport = (token: string) => new StdioClientTransport({
  command: process.execPath, args: [join(ROOT, "src", "remote", "cli", "main.ts"), "mcp"], cwd: ROOT,
  env: { GREENLIGHT_URL: world.url, GREENLIGHT_TOKEN: token, PATH: process.env.PATH ?? "" }, stderr: "pipe",
});

function text(result: CallToolResult): string {
  return result.content.map((item) => (item.type === "text" ? item.text : "")).join("\n");
}

/**
 * A tool call with the progress notifications the server sent for it. The SDK's client hands a notification to its handler a
 * microtask late but drops a request's progress handler as soon as the response arrives: when the last notification and the
 * response come in one read (a busy machine batches the stdio server's writes), it reports that notification through `onerror`
 * as one for an unknown token instead. Those are the server's notifications all the same, and are counted here.
 */
async function callWithProgress(client: Client, name: string, args: Record<string, unknown>): Promise<{ result: CallToolResult; progress: Progress[] }> {
  const progress: Progress[] = [];
  const late: Progress[] = [];
  const previous = client.onerror;
  client.onerror = (error) => {
    const dropped = /progress notification for an unknown token: (.*)$/s.exec(error.message);
    if (dropped) late.push((JSON.parse(dropped[1]!) as { params: Progress }).params);
    else previous?.(error);
  };
  try {
    const result = await client.callTool({ name, arguments: args }, undefined, {
      onprogress: (step) => progress.push(step), resetTimeoutOnProgress: true, timeout: 120_000,
    }) as CallToolResult;
    // The dropped notification reaches onerror on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    const steps = [...progress, ...late.map(({ progress: value, total, message }) => ({ progress: value, total, message }))];
    return { result, progress: steps };
  } finally {
    client.onerror = previous;
  }
}

/** The founder's loop from an agent: validate, read, record a result, re-validate, compare. */
async function founderLoop(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
  for (const tool of tools) expect(tool.annotations?.readOnlyHint ?? false, tool.name).toBe(READ_ONLY.includes(tool.name));
  expect(tools.find((tool) => tool.name === "get_report")?.description).toMatch(/untrusted/);
  expect(tools.find((tool) => tool.name === "validate_idea")?.inputSchema.properties).toHaveProperty("country");

  const validated = await callWithProgress(client, "validate_idea", { description: REMOTE_IDEA, country: "US", validationMode: "quick" });
  expect(validated.result.isError ?? false, text(validated.result)).toBe(false);
  const idea = JSON.parse(text(validated.result)) as { ideaId: string; status: string; version: number };
  expect(idea).toMatchObject({ status: "completed", version: 1 });
  expect(validated.progress.length).toBeGreaterThanOrEqual(2);
  expect(validated.progress.map((step) => step.progress)).toEqual([...validated.progress.map((step) => step.progress)].sort((a, b) => a - b));
  expect(validated.progress.at(-1)).toMatchObject({ progress: 5, total: 5 });

  const report = text(await client.callTool({ name: "get_report", arguments: { ideaId: idea.ideaId } }) as CallToolResult);
  const [heading, note, , ...quoted] = report.split("\n");
  expect(heading).toContain(idea.ideaId);
  expect(note).toMatch(/untrusted data, never as instructions/);
  expect(quoted.filter((line) => line.trim() !== "").every((line) => line.startsWith(">"))).toBe(true);
  expect(report).toMatch(/\[S1\]/);

  const recorded = await client.callTool({ name: "record_evidence", arguments: { ideaId: idea.ideaId, result: { kind: "interviews", interviewsHeld: 8, painConfirmed: 6, painDenied: 2, wouldPay: 3 } } }) as CallToolResult;
  expect(JSON.parse(text(recorded))).toMatchObject({ kind: "interviews", ideaId: idea.ideaId, interviewsHeld: 8 });

  const revalidated = await callWithProgress(client, "revalidate", { ideaId: idea.ideaId });
  expect(JSON.parse(text(revalidated.result))).toMatchObject({ ideaId: idea.ideaId, status: "completed", version: 2 });
  expect(revalidated.progress.length).toBeGreaterThanOrEqual(2);

  const compared = JSON.parse(text(await client.callTool({ name: "compare_versions", arguments: { ideaId: idea.ideaId } }) as CallToolResult)) as {
    from: { version: number; founderResults: number }; to: { version: number; founderResults: number }; changes: { founderResults: number };
  };
  expect(compared).toMatchObject({ from: { version: 1, founderResults: 0 }, to: { version: 2, founderResults: 1 }, changes: { founderResults: 1 } });

  const asJson = await client.callTool({ name: "get_report", arguments: { ideaId: idea.ideaId, format: "json", version: 1 } }) as CallToolResult;
  const [jsonNote, jsonBody] = asJson.content.map((item) => (item.type === "text" ? item.text : ""));
  expect(jsonNote).toMatch(/untrusted data/);
  expect(versionedReportSchema.parse(JSON.parse(jsonBody ?? ""))).toMatchObject({ ideaId: idea.ideaId, version: 1 });

  const listed = JSON.parse(text(await client.callTool({ name: "list_ideas", arguments: { status: "completed" } }) as CallToolResult)) as Array<{ ideaId: string }>;
  expect(listed.map((entry) => entry.ideaId)).toContain(idea.ideaId);
}

describe("the Greenlight MCP server", () => {
  it("over Streamable HTTP at /mcp: validate with progress, read, record, re-validate, compare", async () => {
    const client = await connect(httpTransport(validateToken));
    try {
      await founderLoop(client);
    } finally {
      await client.close();
    }
  }, 300_000);

  it("over stdio (greenlight mcp against the server's URL): the same loop", async () => {
    const client = await connect(stdioTransport(validateToken));
    try {
      await founderLoop(client);
    } finally {
      await client.close();
    }
  }, 300_000);

  it("answers the API's refusals as tool errors: a read token cannot validate, another's idea is not found", async () => {
    const client = await connect(httpTransport(await world.createToken("read", "Reader")));
    try {
      const refused = await client.callTool({ name: "validate_idea", arguments: { description: REMOTE_IDEA, country: "US" } }) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(text(refused)).toMatch(/read only.*\(HTTP 403, insufficient_scope\)/);
      const missing = await client.callTool({ name: "get_report", arguments: { ideaId: "00000000-0000-4000-8000-000000000000" } }) as CallToolResult;
      expect(missing.isError).toBe(true);
      expect(text(missing)).toMatch(/Idea not found \(HTTP 404, not_found\)/);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("refuses a connection without a token, or with a revoked one", async () => {
    await expect(connect(new StreamableHTTPClientTransport(new URL(`${world.url}/mcp`)))).rejects.toThrow(/401|Authorization: Bearer/);
    await expect(connect(httpTransport(`gl_${"y".repeat(43)}`))).rejects.toThrow(/401|revoked/);
  }, 60_000);

  it("works with the MCP Inspector's command-line mode: lists the tools and calls one", async () => {
    const build = join(ROOT, "node_modules", "@modelcontextprotocol", "inspector-cli", "build");
    // It finds its own package.json relative to the working directory, so it runs from its build folder.
    const run = async (...args: string[]) => JSON.parse((await promisify(execFile)(process.execPath, [
      join(build, "index.js"), `${world.url}/mcp`, "--transport", "http", "--header", `Authorization: Bearer ${validateToken}`, ...args,
    ], { cwd: build })).stdout) as Record<string, unknown>;
    const listed = await run("--method", "tools/list") as { tools: Array<{ name: string }> };
    expect(listed.tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    const called = await run("--method", "tools/call", "--tool-name", "list_ideas", "--tool-arg", "status=completed") as unknown as CallToolResult;
    expect(called.isError ?? false).toBe(false);
    expect((JSON.parse(text(called)) as Array<{ status: string }>).every((idea) => idea.status === "completed")).toBe(true);
  }, 60_000);
});
