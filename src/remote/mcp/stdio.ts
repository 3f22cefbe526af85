import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { httpTransport } from "../api-transport.ts";
import { createGreenlightMcpServer } from "./server.ts";

/** `greenlight mcp`: the MCP server on stdin/stdout, calling the Greenlight server at baseUrl with the token. */
export async function serveMcpOverStdio({ baseUrl, token, version }: { baseUrl: string; token: string; version: string }): Promise<void> {
  const server = createGreenlightMcpServer({ transport: httpTransport({ baseUrl, token }), version });
  await server.connect(new StdioServerTransport());
}
