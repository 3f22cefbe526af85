import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { CreateIdea, Idea } from "../../../shared/contracts/idea.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { describeError } from "../../lib/error-message.ts";

type CreateIdeaPayload = Pick<CreateIdea, "description" | "country" | "validationMode">;

/** SPEC 2.4 / 8: submit an idea, then tell the founder and take them to the library. */
export function useCreateIdea() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useMutation({
    mutationFn: (payload: CreateIdeaPayload) => apiRequest<Idea>("POST", "/api/ideas", payload),
    onSuccess: () => {
      toast({
        title: "Idea submitted successfully",
        description: "Your idea is being validated. You'll be redirected to your library.",
        duration: 3000,
      });
      void queryClient.invalidateQueries({ queryKey: ["/api/ideas"] });
      navigate("/library");
    },
    onError: (error) => {
      toast({
        title: "Failed to submit idea",
        description: describeError(error, "Failed to submit idea"),
        variant: "destructive",
        duration: 5000,
      });
    },
  });
}
