import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ArrowLeft, CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { IdeaReadingPanel } from "../../../components/idea-reading/idea-reading-panel.tsx";
import { useIdeaReading } from "../../../components/idea-reading/use-idea-reading.ts";
import { Button } from "../../../components/ui/button.tsx";
import { EXAMPLE_IDEAS, useTypedPlaceholder } from "../../idea-examples/index.ts";
import { waitlistReadingQueryOptions } from "../api.ts";
import { useSiteInfo } from "../site-info/use-site-info.ts";
import { signInToFollowUrl, signInToValidateUrl } from "./draft-idea-link.ts";
import type { useIdeaDialogFlow } from "./use-idea-dialog-flow.ts";

type Flow = ReturnType<typeof useIdeaDialogFlow>;

const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function StepHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <DialogPrimitive.Title className="text-xl leading-tight font-semibold">{title}</DialogPrimitive.Title>
      <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
    </div>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

/** Moves focus onto a step's heading when it appears, so keyboard and screen reader users follow. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function IdeaStep({ flow }: { flow: Flow }) {
  const fieldId = useId();
  const placeholder = useTypedPlaceholder({ examples: EXAMPLE_IDEAS, enabled: flow.state.idea === "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.submitIdea();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <StepHeader title="What's your business idea?" description="Describe it in a sentence or two: who it is for and the problem it solves." />
      <label htmlFor={fieldId} className="sr-only">Your business idea</label>
      <textarea
        id={fieldId}
        autoFocus
        required
        rows={4}
        maxLength={5000}
        value={flow.state.idea}
        placeholder={placeholder}
        onChange={(event) => flow.setIdea(event.target.value)}
        className={`${fieldClasses} min-h-28 resize-y`}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!flow.canSubmitIdea}>Continue</Button>
      </div>
    </form>
  );
}

/**
 * The promise of an email holds only where this installation sends mail; elsewhere the report
 * waits in the library of whoever signs in with the email. Until the site info arrives, the promise stands.
 */
function useReportsEmailed(): boolean {
  return useSiteInfo().site?.mail !== false;
}

/**
 * The email and, before the idea is sent, "Here is how we read your idea" (decision 023): the same
 * panel as New Idea's, read once for the idea as it stands; Get My Report, below it, confirms it.
 */
function EmailStep({ flow }: { flow: Flow }) {
  const reportsEmailed = useReportsEmailed();
  const reading = useIdeaReading({ description: flow.state.idea, readingQuery: waitlistReadingQueryOptions });
  const fieldId = useId();
  const helpId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submitEmail(reading.corrections);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <StepHeader title="Where should we send your report?" description="Enter your email and we'll get your validation report to you." />
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">Email</label>
        <input
          id={fieldId}
          type="email"
          autoFocus
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-describedby={helpId}
          value={flow.state.email}
          onChange={(event) => flow.setEmail(event.target.value)}
          className={`${fieldClasses} h-10`}
        />
        <p id={helpId} className="text-sm text-muted-foreground">
          {reportsEmailed ? "No spam. Your report will be sent to your inbox in minutes." : "No spam. Sign in with this email later and your report will be waiting in your library."}
        </p>
      </div>
      <IdeaReadingPanel state={reading} disabled={flow.state.submitting} priceError={flow.priceErrorFor(reading.corrections?.price)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton onClick={flow.goBack} />
        <Button type="submit" disabled={!flow.canSubmitEmail}>
          {flow.state.submitting ? <Loader2 className="motion-safe:animate-spin" aria-hidden="true" /> : null}
          {flow.state.submitting ? "Submitting..." : "Get My Report"}
        </Button>
      </div>
    </form>
  );
}

function AnalyzingStep({ flow }: { flow: Flow }) {
  const heading = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="flex flex-col gap-5">
      <div ref={heading} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 rounded-md py-4 text-center focus:outline-none">
        <Loader2 className="size-10 motion-safe:animate-spin text-primary" aria-hidden="true" />
        <StepHeader title="Analyzing your idea..." description="Saving your idea and lining up the research for your report." />
      </div>
      <div>
        <BackButton onClick={flow.goBack} />
      </div>
    </div>
  );
}

function ConfirmationStep({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const reportsEmailed = useReportsEmailed();
  const heading = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="flex flex-col gap-5">
      <div ref={heading} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 rounded-md py-2 text-center focus:outline-none">
        <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
        <StepHeader title="You're on the list!" description={flow.state.confirmation ?? "Your idea is saved."} />
        <p className="text-sm">
          {reportsEmailed ? "We'll write to " : "Sign in with "}
          <strong className="break-all">{flow.state.email.trim()}</strong>
          {reportsEmailed ? "." : " to read your report."}
        </p>
        {flow.state.closingSoon ? <p className="text-sm text-muted-foreground">This window closes in a few seconds.</p> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          {flow.state.ideaId
            ? <a href={signInToFollowUrl(flow.state.ideaId)}>Sign in to follow it now</a>
            : <a href={signInToValidateUrl(flow.state.idea)}>Sign in to validate now</a>}
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

export function IdeaDialogSteps({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  // Asked for as the dialog opens, so the email step already knows what it may promise.
  useReportsEmailed();
  switch (flow.state.step) {
    case 1:
      return <IdeaStep flow={flow} />;
    case 2:
      return <EmailStep flow={flow} />;
    case 3:
      return <AnalyzingStep flow={flow} />;
    case 4:
      return <ConfirmationStep flow={flow} onClose={onClose} />;
  }
}
