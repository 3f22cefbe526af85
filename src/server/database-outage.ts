/** How long a client is asked to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

// Socket failures on the way to a PostgreSQL server.
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
// SQLSTATEs of a server that is shutting down, starting up or out of connections.
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
// What node-postgres, its pool and PGlite say when there is no connection to ask; they carry no code.
const NO_CONNECTION = [
  "PGlite is closed",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end on the pool",
  "Client was closed and is not queryable",
];

function isNoConnection(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === "string" && NO_CONNECTION.some((text) => message.includes(text));
}

/**
 * Whether an error means the database could not be reached at all (down, restarting, closed),
 * as opposed to a query that failed: drizzle wraps the driver's error in `cause`, and a refused
 * connection to a host with several addresses arrives as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next !== "object" || seen.has(next)) continue;
    seen.add(next);
    if (isNoConnection(next)) return true;
    pending.push((next as { cause?: unknown }).cause);
    if (next instanceof AggregateError) pending.push(...next.errors);
  }
  return false;
}
