/** One call to the Greenlight API: a method, a path under the server, and a JSON body. */
export interface ApiCall {
  method: "GET" | "POST" | "DELETE";
  path: string;
  body?: unknown;
}

/** What came back: the status and the raw text (JSON, Markdown or an error's JSON). */
export interface ApiAnswer {
  status: number;
  text: string;
}

/**
 * How a call reaches the API: over HTTP for the CLI and the stdio MCP server, or in-process (the
 * web role's /mcp route injects into its own app). Either way every call goes through the real
 * routes, with the caller's token, its scope and the founder's limits.
 */
export type ApiTransport = (call: ApiCall) => Promise<ApiAnswer>;

/** The server could not be reached at all: no answer, so no status. */
export class GreenlightUnreachableError extends Error {
  override name = "GreenlightUnreachableError";
}

/** Calls a Greenlight server over HTTP with a personal API token. */
export function httpTransport({ baseUrl, token, fetchImpl = fetch }: { baseUrl: string; token: string; fetchImpl?: typeof fetch }): ApiTransport {
  const base = baseUrl.replace(/\/+$/, "");
  return async ({ method, path, body }) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: "application/json, text/markdown", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      throw new GreenlightUnreachableError(`Could not reach Greenlight at ${base}${cause}`);
    }
    return { status: response.status, text: await response.text() };
  };
}
