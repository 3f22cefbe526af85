import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../shared/contracts/user.ts";
import { AUTH_USER_KEY, getQueryFn } from "../../lib/query-client.ts";

/** The signed-in user, or null when signed out (the server answers 401). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
