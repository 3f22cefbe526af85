// The auth feature's data module: the signed-in user's query (its key lives in lib, which resets it on a 401).
import { queryOptions } from "@tanstack/react-query";
import type { CurrentUser } from "../../../shared/contracts/user.ts";
import { AUTH_USER_KEY, getQueryFn } from "../../lib/query-client.ts";

export const authKeys = { user: AUTH_USER_KEY };

/** The signed-in user, or null when signed out (the server answers 401). */
export function currentUserQueryOptions() {
  return queryOptions<CurrentUser | null>({
    queryKey: authKeys.user,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
}
