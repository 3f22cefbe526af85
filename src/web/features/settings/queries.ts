import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppInfo, Settings, UpdateSettings } from "../../../shared/contracts/settings.ts";
import { AUTH_USER_KEY } from "../../lib/query-client.ts";
import { request } from "../../lib/request.ts";

export const SETTINGS_KEY = ["/api/settings"] as const;
export const APP_INFO_KEY = ["/api/app-info"] as const;

export function useSettings() {
  return useQuery<Settings>({ queryKey: SETTINGS_KEY });
}

export function useAppInfo() {
  return useQuery<AppInfo>({ queryKey: APP_INFO_KEY });
}

/** Saves any part of the settings; the answer is the whole saved state, kept as the query's data. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateSettings) => request<Settings>({ method: "PATCH", url: "/api/settings", body: update }),
    onSuccess: (saved, update) => {
      client.setQueryData(SETTINGS_KEY, saved);
      // A saved profile is the display name the sidebar and user menu show.
      if (update.profile) void client.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}
