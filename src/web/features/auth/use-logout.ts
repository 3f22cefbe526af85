import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { isLoggingOut, startLogout, useLogoutState } from "./logout-store.ts";

/** The logout action for menus: `logout()` and whether the Log out button must be disabled. */
export function useLogout() {
  const queryClient = useQueryClient();
  const state = useLogoutState();
  const logout = useCallback(() => startLogout(queryClient), [queryClient]);
  return { logout, state, disabled: isLoggingOut(state) };
}
