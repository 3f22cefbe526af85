// The settings feature's data module: its query keys, query options and mutations, and the only
// place it calls the API.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenList, CreateApiToken, CreatedApiToken } from "../../../shared/contracts/api-tokens.ts";
import type { AppInfo, Settings, UpdateSettings } from "../../../shared/contracts/settings.ts";
import type { MutationFeedback } from "../../lib/mutation-feedback.ts";
import { AUTH_USER_KEY } from "../../lib/query-client.ts";
import { request } from "../../lib/request.ts";
import { fileNameFrom, saveFile } from "../../lib/save-file.ts";

/** Query keys of the settings endpoints; the default fetcher joins a key into its URL. */
export const settingsKeys = {
  settings: ["/api/settings"] as const,
  appInfo: ["/api/app-info"] as const,
  apiTokens: ["/api/tokens"] as const,
};

export function settingsQueryOptions() {
  return queryOptions<Settings>({ queryKey: settingsKeys.settings });
}

export function appInfoQueryOptions() {
  return queryOptions<AppInfo>({ queryKey: settingsKeys.appInfo });
}

/** The founder's API tokens and their newest uses; refetched on focus, so "last used" follows the CLI. */
export function apiTokensQueryOptions() {
  return queryOptions<ApiTokenList>({ queryKey: settingsKeys.apiTokens, refetchOnWindowFocus: true });
}

/** POST /api/tokens: the answer holds the secret, shown once and never cached. */
export function useCreateApiToken(feedback: MutationFeedback<CreatedApiToken, CreateApiToken>) {
  const client = useQueryClient();
  return useMutation({
    ...feedback,
    mutationFn: (token: CreateApiToken) => request<CreatedApiToken>({ method: "POST", url: "/api/tokens", body: token }),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: settingsKeys.apiTokens });
      return feedback.onSuccess?.(...args);
    },
  });
}

/** DELETE /api/tokens/:id: the token stops working at once. */
export function useRevokeApiToken(feedback: MutationFeedback<null, string>) {
  const client = useQueryClient();
  return useMutation({
    ...feedback,
    mutationFn: (tokenId: string) => request<null>({ method: "DELETE", url: `/api/tokens/${encodeURIComponent(tokenId)}` }),
    onSettled: (...args) => {
      void client.invalidateQueries({ queryKey: settingsKeys.apiTokens });
      return feedback.onSettled?.(...args);
    },
  });
}

/** Saves any part of the settings; the answer is the whole saved state, kept as the query's data. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateSettings) => request<Settings>({ method: "PATCH", url: "/api/settings", body: update }),
    onSuccess: (saved, update) => {
      client.setQueryData(settingsKeys.settings, saved);
      // A saved profile is the display name the sidebar and user menu show.
      if (update.profile) void client.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

/** DELETE /api/ideas; afterwards every query but the signed-in user's is stale, since all depend on the ideas. */
export function useDeleteAllIdeas(feedback: MutationFeedback<{ deletedCount: number }, void>) {
  const client = useQueryClient();
  return useMutation({
    ...feedback,
    mutationFn: () => request<{ deletedCount: number }>({ method: "DELETE", url: "/api/ideas" }),
    onSettled: (...args) => {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
      return feedback.onSettled?.(...args);
    },
  });
}

/** DELETE /api/account with the typed confirmation word; the server ends the session, so the cache is emptied. */
export function useDeleteAccount(feedback: MutationFeedback<{ deletedIdeas: number }, string>) {
  const client = useQueryClient();
  return useMutation({
    ...feedback,
    mutationFn: (confirmation: string) => request<{ deletedIdeas: number }>({ method: "DELETE", url: "/api/account", body: { confirmation } }),
    onSuccess: (...args) => {
      client.clear();
      return feedback.onSuccess?.(...args);
    },
  });
}

/**
 * Downloads GET /api/export as a file. Fetched rather than linked so a failure (signed out, rate
 * limited) becomes a toast instead of a page of JSON.
 */
export async function downloadExport(): Promise<string> {
  const { fileName, file } = await request({
    url: "/api/export",
    failureMessage: () => "Failed to export data",
    read: async (response) => ({ fileName: fileNameFrom(response.headers.get("content-disposition"), "greenlight-export.json"), file: await response.blob() }),
  });
  saveFile({ file, fileName });
  return fileName;
}
