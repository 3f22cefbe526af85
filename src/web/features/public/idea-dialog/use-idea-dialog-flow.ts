import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { toast } from "../../../components/ui/use-toast.ts";
import type { IdeaCorrections } from "../../../../shared/contracts/idea-corrections.ts";
import { isValidEmail } from "../../../../shared/email-pattern.ts";
import { submitWaitlistEntry } from "../api.ts";
import { HttpError } from "../../../../shared/http-error.ts";
import { describeWaitlistError } from "./submit-waitlist.ts";
import { ANALYZING_STEP_MS, CONFIRMATION_CLOSE_MS, CONFIRMATION_EXTRA_MS, DIALOG_RESET_MS, FAILURE_TOAST_MS } from "./timing.ts";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The dialog's steps: 1 idea text, 2 email, 3 analyzing, 4 confirmation. */
export type IdeaDialogStep = 1 | 2 | 3 | 4;

export interface IdeaDialogState {
  step: IdeaDialogStep;
  idea: string;
  email: string;
  submitting: boolean;
  /** The server's confirmation sentence, shown on step 4. */
  confirmation: string | null;
  /** The idea the server is validating for the entry: signing in leads to it. */
  ideaId: string | null;
  /** Set once the confirmation has shown for its first 3 s: it closes after a further 3 s. */
  closingSoon: boolean;
  /** The server refused this corrected price, for this reason (shown beside the price while it holds it). */
  priceRefusal: { price: string; message: string } | null;
}

const INITIAL: IdeaDialogState = {
  step: 1, idea: "", email: "", submitting: false, confirmation: null, ideaId: null, closingSoon: false, priceRefusal: null,
};

const PRICE_REFUSAL = "corrections.price:";

/**
 * The dialog's steps and timers. Everything is tied to `open`: closing stops the timers, ignores
 * an answer still on its way and forgets the dialog's state 300 ms later.
 */
export function useIdeaDialogFlow({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<IdeaDialogState>(INITIAL);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // Bumped on every close and Back, so an answer that arrives afterwards changes nothing.
  const attempt = useRef(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (open) {
      // Reopened before the reset ran: start fresh now rather than have it clear an open dialog.
      if (resetTimer.current !== null) {
        clearTimeout(resetTimer.current);
        resetTimer.current = null;
        setState(INITIAL);
      }
      return;
    }
    attempt.current += 1;
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      setState(INITIAL);
    }, DIALOG_RESET_MS);
  }, [open]);

  useEffect(() => () => {
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (state.step === 3) {
      const timer = setTimeout(() => setState((current) => ({ ...current, step: 4 })), ANALYZING_STEP_MS);
      return () => clearTimeout(timer);
    }
    if (state.step === 4) {
      const soon = setTimeout(() => setState((current) => ({ ...current, closingSoon: true })), CONFIRMATION_CLOSE_MS);
      const close = setTimeout(() => onCloseRef.current(), CONFIRMATION_CLOSE_MS + CONFIRMATION_EXTRA_MS);
      return () => {
        clearTimeout(soon);
        clearTimeout(close);
      };
    }
  }, [open, state.step]);

  const setIdea = useCallback((idea: string) => setState((current) => ({ ...current, idea })), []);
  const setEmail = useCallback((email: string) => setState((current) => ({ ...current, email })), []);

  const submitIdea = useCallback(() => {
    setState((current) => (current.step === 1 && current.idea.trim() ? { ...current, idea: current.idea.trim(), step: 2 } : current));
  }, []);

  /** Get My Report confirms the reading: the visitor's corrections go with the entry, or nothing when they changed none. */
  const submitEmail = useCallback(async (corrections?: IdeaCorrections) => {
    if (state.step !== 2 || state.submitting || !isValidEmail(state.email)) return;
    const mine = ++attempt.current;
    setState((current) => ({ ...current, submitting: true }));
    try {
      const { message: confirmation, ideaId } = await submitWaitlistEntry({
        email: state.email.trim(), ideaText: state.idea.trim(), ...(corrections ? { corrections } : {}),
      });
      if (mine !== attempt.current) return;
      setState((current) => ({ ...current, submitting: false, step: 3, confirmation, ideaId }));
    } catch (error) {
      if (mine !== attempt.current) return;
      const said = error instanceof HttpError ? error.serverError : undefined;
      const price = corrections?.price;
      const priceRefusal = said?.startsWith(PRICE_REFUSAL) && price !== undefined
        ? { price, message: capitalise(said.slice(PRICE_REFUSAL.length).trim()) }
        : null;
      setState((current) => ({ ...current, submitting: false, priceRefusal }));
      toast({ variant: "destructive", title: "Failed to submit", description: describeWaitlistError(error), duration: FAILURE_TOAST_MS });
    }
  }, [state.step, state.submitting, state.email, state.idea]);

  /** Back shows on steps 2 and 3. */
  const canGoBack = state.step > 1 && state.step < 4;
  const goBack = useCallback(() => {
    attempt.current += 1;
    setState((current) => (current.step > 1 && current.step < 4
      ? { ...current, step: (current.step - 1) as IdeaDialogStep, submitting: false }
      : current));
  }, []);

  return {
    state,
    setIdea,
    setEmail,
    submitIdea,
    submitEmail,
    canGoBack,
    goBack,
    canSubmitIdea: state.idea.trim().length > 0,
    canSubmitEmail: isValidEmail(state.email) && !state.submitting,
    /** Why the server refused this corrected price, while the price field still holds it. */
    priceErrorFor: (price: string | undefined) => (state.priceRefusal && state.priceRefusal.price === price ? state.priceRefusal.message : null),
  };
}
