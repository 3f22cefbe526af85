import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useCallback, type RefObject } from "react";
import { IdeaDialogSteps } from "./idea-dialog-steps.tsx";
import { useIdeaDialogFlow } from "./use-idea-dialog-flow.ts";

const STEP_COUNT = 4;

/** The landing's 4-step idea dialog (loaded only when a visitor first opens it). */
export function IdeaDialog({ open, onOpenChange, returnFocusTo }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const flow = useIdeaDialogFlow({ open, onClose: close });
  const { step } = flow.state;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          // The email step holds the reading's two columns, so it is wider.
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${step === 2 ? "max-w-2xl" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border bg-card p-5 text-card-foreground shadow-xl focus:outline-none sm:p-6`}
        >
          <div className="flex items-center justify-between gap-4 pr-8">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Step {step} of {STEP_COUNT}
            </p>
            <ol aria-hidden="true" className="flex gap-1.5">
              {Array.from({ length: STEP_COUNT }, (_, index) => (
                <li key={index} className={`h-1.5 w-6 rounded-full ${index < step ? "bg-primary" : "bg-muted"}`} />
              ))}
            </ol>
          </div>
          <IdeaDialogSteps flow={flow} onClose={close} />
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
