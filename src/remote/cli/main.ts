#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { runCli } from "./run-cli.ts";

// `greenlight`: the remote CLI (and `greenlight mcp`, the stdio MCP server) over a Greenlight server's API.
const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string };
const code = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  io: { out: (text) => process.stdout.write(`${text}\n`), err: (text) => process.stderr.write(`${text}\n`) },
  version: manifest.version,
});
// The MCP server keeps the process alive on stdin until its client leaves.
if (code !== "serving") process.exitCode = code;
