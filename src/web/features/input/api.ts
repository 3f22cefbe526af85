// The new-idea screen's data module: its mutations, and the only place it calls the API.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateIdea, Idea, improveDescriptionResponseSchema } from "../../../shared/contracts/idea.ts";
import type { IdeaReading, IdeaReadingRequest } from "../../../shared/contracts/idea-reading.ts";
import type { MutationFeedback } from "../../lib/mutation-feedback.ts";
import { request } from "../../lib/request.ts";
import { ideasKeys } from "../ideas/index.ts";

export type CreateIdeaPayload = Pick<CreateIdea, "description" | "country" | "validationMode" | "corrections">;
type CreateIdeaVariables = { payload: CreateIdeaPayload; key: string };
type ImprovedDescription = z.infer<typeof improveDescriptionResponseSchema>;

export const inputKeys = {
  all: ["idea-reading"] as const,
  reading: ({ description, country }: IdeaReadingRequest) => [...inputKeys.all, country, description] as const,
};

/**
 * POST /api/ideas/reading: "Here is how we read your idea", read in code on the server (no model),
 * so it follows the description as the founder types. The same text and market read the same.
 */
export function ideaReadingQueryOptions(body: IdeaReadingRequest) {
  return queryOptions({
    queryKey: inputKeys.reading(body),
    queryFn: ({ signal }) => request<IdeaReading>({ method: "POST", url: "/api/ideas/reading", body, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/ideas with the attempt's Idempotency-Key; a created idea makes the cached list stale. */
export function useCreateIdeaMutation(feedback: MutationFeedback<Idea, CreateIdeaVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...feedback,
    mutationFn: ({ payload, key }: CreateIdeaVariables) =>
      request<Idea>({ method: "POST", url: "/api/ideas", body: payload, headers: { "Idempotency-Key": key } }),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ideasKeys.list });
      return feedback.onSuccess?.(...args);
    },
  });
}

/** POST /api/ideas/improve-description: the description rewritten, or the founder's own sentences sorted when the model failed. */
export function useImproveDescriptionMutation(feedback: MutationFeedback<ImprovedDescription, string>) {
  return useMutation({
    ...feedback,
    mutationFn: (text: string) =>
      request<ImprovedDescription>({ method: "POST", url: "/api/ideas/improve-description", body: { description: text } }),
  });
}
