import { useRef, useState } from "react";
import { isHttpError } from "../../../shared/http-error.ts";
import { useLocation } from "wouter";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { useCreateIdeaMutation, type CreateIdeaPayload } from "./api.ts";

function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Submits an idea, then tell the founder and take them to the library. One submit
 * attempt carries one Idempotency-Key, so a double click or a retried request makes one idea; a
 * different payload is a new attempt with a new key.
 */
export function useCreateIdea() {
  const [, navigate] = useLocation();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  // A corrected price the server could not read: shown beside the price field while it is still the one sent.
  const [priceRefusal, setPriceRefusal] = useState<{ price: string; message: string } | null>(null);
  // Synchronous, unlike isPending: a double click lands before React re-renders the button.
  const inFlight = useRef(false);

  const mutation = useCreateIdeaMutation({
    onSuccess: () => {
      attempt.current = null;
      toast({
        title: "Idea submitted successfully",
        description: "Your idea is being validated. You'll be redirected to your library.",
        duration: 3000,
      });
      navigate("/library");
    },
    onError: (error, { payload }) => {
      const said = isHttpError(error) ? error.serverError : undefined;
      const price = payload.corrections?.price;
      if (said?.startsWith("corrections.price:") && price !== undefined) {
        const sentence = said.slice("corrections.price:".length).trim();
        setPriceRefusal({ price, message: sentence.charAt(0).toUpperCase() + sentence.slice(1) });
      }
      toast({
        title: "Failed to submit idea",
        description: describeError(error, "Failed to submit idea"),
        variant: "destructive",
        duration: 5000,
      });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = (payload: CreateIdeaPayload) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const signature = JSON.stringify(payload);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    mutation.mutate({ payload, key: attempt.current.key });
  };

  return {
    submit,
    isPending: mutation.isPending,
    /** Why the server refused this corrected price, while the price field still holds it. */
    priceErrorFor: (price: string | undefined) => (priceRefusal && priceRefusal.price === price ? priceRefusal.message : null),
  };
}
