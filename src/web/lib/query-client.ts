import { QueryCache, QueryClient, MutationCache, type QueryFunction } from "@tanstack/react-query";
import { HttpError, isHttpError, parseApiError } from "./http-error.ts";

export type On401 = "returnNull" | "throw";

/** The query key of the signed-in user; other modules share it to read or reset the session. */
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/**
 * SPEC 7's default fetcher: GET the query key joined by "/", with the session cookie, as JSON.
 * A non-OK answer fails with "status: body" (or the status text when the body is empty).
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && response.status === 401) return null;
    if (!response.ok) {
      const bodyText = await response.text();
      const apiError = parseApiError(bodyText);
      throw new HttpError({
        status: response.status,
        message: `${response.status}: ${bodyText || response.statusText}`,
        code: apiError?.code,
        serverError: apiError?.error,
      });
    }
    return (await response.json()) as T;
  };
}

/**
 * A 401 from any app call means the session ended; marking the user signed out lets the
 * protected wrapper tell the person and send them to sign in (SPEC 6).
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
