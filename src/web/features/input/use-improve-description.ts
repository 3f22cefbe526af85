import { useState } from "react";
import { MIN_IMPROVE_LENGTH } from "../../../shared/contracts/idea.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { isHttpError } from "../../../shared/http-error.ts";
import { useImproveDescriptionMutation } from "./api.ts";

/** The improve button needs a trimmed description of at least this many characters. */
export const IMPROVE_MIN_LENGTH = MIN_IMPROVE_LENGTH;

export function canImprove(description: string): boolean {
  return description.trim().length >= IMPROVE_MIN_LENGTH;
}

/**
 * Improve-description toggle around the textarea's value: the first press replaces the
 * text with the improved one and remembers the original, the second press reverts, and any edit
 * forgets the original.
 */
export function useImproveDescription({ description, setDescription }: {
  description: string;
  setDescription: (text: string) => void;
}) {
  const [original, setOriginal] = useState<string | null>(null);
  // The server's model failed and it sorted the founder's own sentences instead: the page says so while that text shows.
  const [offlineRewrite, setOfflineRewrite] = useState(false);
  // What the improved text leaves unsaid, shown beside it as questions (never written into it).
  const [questions, setQuestions] = useState<string[]>([]);
  const improve = useImproveDescriptionMutation({
    onSuccess: ({ improvedDescription, questions: open, fellBackToOffline }, sent) => {
      setOriginal(sent);
      setDescription(improvedDescription);
      setOfflineRewrite(fellBackToOffline);
      setQuestions(open);
      toast({ title: "Description improved", description: "Click the icon again to revert to your original.", duration: 3000 });
    },
    onError: (error) => {
      toast({
        title: "Failed to improve description",
        description: (isHttpError(error) && error.serverError) || "Unknown error occurred",
        variant: "destructive",
        duration: 5000,
      });
    },
  });

  const toggle = () => {
    if (improve.isPending) return;
    if (original !== null) {
      setDescription(original);
      setOriginal(null);
      setOfflineRewrite(false);
      setQuestions([]);
      return;
    }
    if (!canImprove(description)) {
      toast({ title: "Description too short", description: "Please enter at least 10 characters to improve your description." });
      return;
    }
    improve.mutate(description);
  };

  /** Call on every edit by the person: their own text replaces any remembered original. */
  const forgetOriginal = () => {
    setOriginal(null);
    setOfflineRewrite(false);
  };

  return { toggle, forgetOriginal, isImproving: improve.isPending, canRevert: original !== null, offlineRewrite, questions };
}
