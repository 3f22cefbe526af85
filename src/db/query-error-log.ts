import { DrizzleQueryError } from "drizzle-orm/errors";

// drizzle's message is "Failed query: <sql>\nparams: <values>"; the values (idea text, emails)
// must not reach the logs, so the line and everything after it up to the stack frames goes.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/**
 * What a logger may record of an error: a failed query keeps its SQL and the database's error
 * code and message, but loses its parameter values and the database's `detail`, which quotes the
 * values of a violated key (emails among them).
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = error.cause === undefined ? undefined : withoutQueryParameters(error.cause);
  const isQuery = error instanceof DrizzleQueryError;
  if (!isQuery && !("detail" in error) && cause === error.cause) return error;
  const safe = new Error(error.message.replace(PARAMS_LINE, ""), cause === undefined ? undefined : { cause });
  safe.name = error.name;
  safe.stack = error.stack?.replace(PARAMS_LINE, "");
  const { code } = error as { code?: unknown };
  if (typeof code === "string") Object.assign(safe, { code });
  if (isQuery) Object.assign(safe, { query: error.query });
  return safe;
}
