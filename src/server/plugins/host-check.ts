import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.ts";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function parseHost({ header, protocol }: { header: string; protocol: string }): URL | null {
  try {
    const url = new URL(`${protocol}//${header}`);
    // Anything beyond host[:port] (a path, credentials) is not a Host header.
    return url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash ? url : null;
  } catch {
    return null;
  }
}

/** The port the connection came in on; unknown for in-process requests (tests), which reach no network. */
function arrivalPort(request: FastifyRequest): number | undefined {
  return request.raw.socket?.localPort;
}

/**
 * A page on another site whose name was re-pointed at this machine (DNS rebinding) sends its own
 * name as Host; refusing every Host but the public URL's, or loopback on the port we listen on,
 * keeps such pages from signing in and reading answers. Runs before any route.
 * Behind a proxy that rewrites Host, TRUST_PROXY lets its X-Forwarded-Host be judged instead.
 */
export function registerHostCheck(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const { protocol, host: publicHost } = new URL(publicUrl);
  app.addHook("onRequest", async (request) => {
    // The Host header, or X-Forwarded-Host from a proxy TRUST_PROXY names (one that rewrites Host).
    const header = request.host;
    const asPublic = parseHost({ header, protocol });
    if (asPublic && asPublic.host === publicHost) return;
    const asHttp = parseHost({ header, protocol: "http:" });
    if (asHttp && LOOPBACK_NAMES.has(asHttp.hostname)) {
      const port = arrivalPort(request);
      if (port === undefined || Number(asHttp.port || 80) === port) return;
    }
    throw new HttpError({
      statusCode: 403,
      code: "host_not_allowed",
      message: `This server does not answer requests for the host "${header.slice(0, 100)}". Use ${publicUrl}.`,
    });
  });
}
