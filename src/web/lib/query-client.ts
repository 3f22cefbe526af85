import { QueryCache, QueryClient, MutationCache, type QueryFunction } from "@tanstack/react-query";
import { isHttpError } from "../../shared/http-error.ts";
import { request, statusAndBody } from "./request.ts";

export type On401 = "returnNull" | "throw";

/** The query key of the signed-in user; other modules share it to read or reset the session. */
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/**
 * The default fetcher: GET the query key joined by "/", with the session cookie, as JSON. A non-OK
 * answer fails with "status: body" (or the status text when the body is empty); with
 * `on401: "returnNull"` a 401 answers null instead (signed out is a state, not a failure).
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await request<T>({ url: queryKey.join("/"), signal, failureMessage: statusAndBody });
    } catch (error) {
      if (on401 === "returnNull" && isHttpError(error, 401)) return null;
      throw error;
    }
  };
}

/**
 * A 401 from any app call means the session ended; marking the user signed out lets the
 * protected wrapper tell the person and send them to sign in.
 */
function onUnauthorized(client: QueryClient, error: unknown): void {
  if (isHttpError(error, 401)) client.setQueryData(AUTH_USER_KEY, null);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onUnauthorized(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthorized(client, error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
