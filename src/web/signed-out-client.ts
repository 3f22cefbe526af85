import { createQueryClient, AUTH_USER_KEY } from "./lib/query-client.ts";

/**
 * A data cache that already knows the visitor is signed out, so nothing asks GET /api/auth/user:
 * the server only says so when the request carried no session cookie, and a signed-out probe
 * would otherwise end in a 401 that browsers log as a console error.
 */
export function createSignedOutQueryClient() {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_KEY, null);
  return client;
}
