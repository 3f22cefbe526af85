import { useQuery } from "@tanstack/react-query";
import { currentUserQueryOptions } from "./api.ts";

/** The signed-in user, or null when signed out (the server answers 401). */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
