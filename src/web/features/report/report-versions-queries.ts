import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFounderEvidence, FounderEvidence } from "../../../shared/contracts/founder-evidence.ts";
import type { ReportVersions } from "../../../shared/contracts/report-versions.ts";
import { request } from "../../lib/request.ts";
import { IDEAS_KEY } from "../ideas/queries.ts";

const ideaBase = (ideaId: string) => `/api/ideas/${encodeURIComponent(ideaId)}`;
export const versionsKey = (ideaId: string) => ["/api/ideas", ideaId, "report-versions"] as const;
export const evidenceKey = (ideaId: string) => ["/api/ideas", ideaId, "evidence"] as const;

/** While a re-validation runs, the versions are asked for again every two seconds until it has written its report. */
const VALIDATING_POLL_MS = 2000;

export function useReportVersions(ideaId: string) {
  return useQuery({
    queryKey: versionsKey(ideaId),
    queryFn: ({ signal }) => request<ReportVersions>({ url: `${ideaBase(ideaId)}/report/versions`, signal }),
    refetchInterval: (query) => (query.state.data?.validating ? VALIDATING_POLL_MS : false),
  });
}

export function useRevalidate(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<{ ideaId: string; version: number }>({ method: "POST", url: `${ideaBase(ideaId)}/revalidate` }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: versionsKey(ideaId) });
      await queryClient.invalidateQueries({ queryKey: IDEAS_KEY, exact: true });
    },
  });
}

export function useFounderEvidence(ideaId: string) {
  return useQuery({
    queryKey: evidenceKey(ideaId),
    queryFn: ({ signal }) => request<FounderEvidence[]>({ url: `${ideaBase(ideaId)}/evidence`, signal }),
  });
}

export function useRecordEvidence(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidence: CreateFounderEvidence) => request<FounderEvidence>({ method: "POST", url: `${ideaBase(ideaId)}/evidence`, body: evidence }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidenceKey(ideaId) }),
  });
}

export function useDeleteEvidence(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: string) => request({ method: "DELETE", url: `${ideaBase(ideaId)}/evidence/${encodeURIComponent(evidenceId)}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidenceKey(ideaId) }),
  });
}
