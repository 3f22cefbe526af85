// The new-idea screen's data module: its mutations, and the only place it calls the API.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateIdea, Idea, improveDescriptionResponseSchema } from "../../../shared/contracts/idea.ts";
import type { MutationFeedback } from "../../lib/mutation-feedback.ts";
import { request } from "../../lib/request.ts";
import { ideasKeys } from "../ideas/index.ts";

export type CreateIdeaPayload = Pick<CreateIdea, "description" | "country" | "validationMode">;
type CreateIdeaVariables = { payload: CreateIdeaPayload; key: string };
type ImprovedDescription = z.infer<typeof improveDescriptionResponseSchema>;

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
