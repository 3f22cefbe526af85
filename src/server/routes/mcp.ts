import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance } from "fastify";
import type { ApiTransport } from "../../remote/api-transport.ts";
import { createGreenlightMcpServer } from "../../remote/mcp/server.ts";
import { bearerSecretOf, MCP_PATH, requireApiToken } from "../auth/bearer-tokens.ts";
import { readAppInfo } from "./settings.ts";

/**
 * Calls this app's own routes in-process with the caller's token, so each tool goes through the
 * same auth, scope check, contracts and per-founder limits as any API request.
 */
function injectTransport({ app, secret, host }: { app: FastifyInstance; secret: string; host: string }): ApiTransport {
  return async ({ method, path, body }) => {
    const answer = await app.inject({
      method, url: path,
      headers: { host, authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: answer.statusCode, text: answer.body };
  };
}

/**
 * Streamable HTTP at /mcp, stateless: each POST gets its own MCP server and transport, so any web
 * process can answer any request. Only a bearer token authorises it, never a session cookie.
 */
export function registerMcpRoute(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const host = new URL(publicUrl).host;
  const { version } = readAppInfo();

  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    requireApiToken(request);
    const secret = bearerSecretOf(request) ?? "";
    const server = createGreenlightMcpServer({ transport: injectTransport({ app, secret, host }), version });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // A stateless server keeps no stream to resume and no session to end.
  const notAllowed = { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this MCP server is stateless; POST to /mcp." }, id: null };
  app.get(MCP_PATH, { schema: { hide: true } }, async (_request, reply) => reply.status(405).header("allow", "POST").send(notAllowed));
  app.delete(MCP_PATH, { schema: { hide: true } }, async (_request, reply) => reply.status(405).header("allow", "POST").send(notAllowed));
}
