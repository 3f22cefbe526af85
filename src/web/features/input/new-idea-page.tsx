import { ArrowRight, Loader2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MAX_DESCRIPTION_LENGTH } from "../../../shared/contracts/idea.ts";
import { getGreeting } from "../../../shared/display/greeting.ts";
import { IdeaReadingPanel } from "../../components/idea-reading/idea-reading-panel.tsx";
import { useIdeaReading } from "../../components/idea-reading/use-idea-reading.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useAuth } from "../auth/index.ts";
import { EXAMPLE_IDEAS, useTypedPlaceholder } from "../idea-examples/index.ts";
import { readDraftIdea } from "../public/index.ts";
import { ideaReadingQueryOptions } from "./api.ts";
import { ImproveButton } from "./improve-button.tsx";
import { MarketSelect } from "./market-select.tsx";
import { countryForLocation, DEFAULT_MARKET_LOCATION } from "./market-locations.ts";
import { useAutosizeTextarea } from "./use-autosize-textarea.ts";
import { useCreateIdea } from "./use-create-idea.ts";
import { canImprove, useImproveDescription } from "./use-improve-description.ts";

/**
 * Input screen: describe the idea, pick the market, optionally improve it, see how it is read and
 * correct any part, validate.
 */
export function NewIdeaPage() {
  const { user } = useAuth();
  // A visitor who typed an idea on the landing page and then signed in finds it here, ready to send.
  const [description, setDescription] = useState(() => readDraftIdea(window.location.search));
  const [location, setLocation] = useState<string>(DEFAULT_MARKET_LOCATION);
  const createIdea = useCreateIdea();
  const improve = useImproveDescription({ description, setDescription });
  const country = countryForLocation(location);
  const reading = useIdeaReading({ description, readingQuery: (text) => ideaReadingQueryOptions({ description: text, country }) });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const greetingId = useId();
  const hintId = useId();

  const placeholder = useTypedPlaceholder({ examples: EXAMPLE_IDEAS, enabled: description.length === 0 });
  useAutosizeTextarea(textareaRef, description);

  const trimmed = description.trim();
  const busy = createIdea.isPending || improve.isImproving;
  const canSubmit = trimmed.length > 0 && !createIdea.isPending;

  function submit() {
    if (!canSubmit) return;
    // Start Validation confirms the reading: the founder's corrections go with the idea, or nothing when they changed none.
    createIdea.submit({ description: trimmed, country, validationMode: "deep", ...(reading.corrections ? { corrections: reading.corrections } : {}) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  }

  const nearLimit = description.length > MAX_DESCRIPTION_LENGTH * 0.8;

  return (
    <form onSubmit={handleSubmit} className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h2 id={greetingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {getGreeting(user)}
      </h2>
      <div
        className={cn(
          "flex flex-col rounded-xl border bg-card shadow-sm transition-shadow focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30",
          busy && "opacity-90",
        )}
      >
        <textarea
          ref={textareaRef}
          aria-labelledby={greetingId}
          aria-describedby={hintId}
          required
          value={description}
          maxLength={MAX_DESCRIPTION_LENGTH}
          readOnly={improve.isImproving}
          onChange={(event) => {
            setDescription(event.target.value);
            improve.forgetOriginal();
          }}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          rows={5}
          className="min-h-[200px] w-full resize-none rounded-t-xl bg-transparent px-4 pt-4 pb-2 text-base leading-relaxed placeholder:text-muted-foreground/80 focus:outline-none"
        />
        <div className="flex flex-wrap items-center gap-2 border-t px-3 py-3">
          <MarketSelect value={location} onChange={setLocation} disabled={createIdea.isPending} />
          <ImproveButton
            canImprove={canImprove(description)}
            canRevert={improve.canRevert}
            isImproving={improve.isImproving}
            onToggle={improve.toggle}
          />
        </div>
      </div>
      <p id={hintId} className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span>
          Say who it is for, the problem it solves and how it makes money.
          <span className="hidden md:inline"> Ctrl + Enter validates.</span>
        </span>
        <span className={cn(nearLimit && "font-medium text-foreground")}>
          {description.length.toLocaleString("en-US")} / {MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")}
        </span>
      </p>
      {improve.questions.length > 0 ? (
        <section aria-label="Still to say" className="rounded-md border border-dashed p-3 text-sm">
          <p className="font-medium">Your description does not say yet:</p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {improve.questions.map((question) => <li key={question}>{question}</li>)}
          </ul>
        </section>
      ) : null}
      {improve.offlineRewrite && (
        <p role="status" className="text-sm text-muted-foreground">
          The AI model could not be reached, so your own sentences were sorted into sections instead. Click the icon again to revert to your original.
        </p>
      )}
      {trimmed.length > 0 ? (
        <IdeaReadingPanel
          state={reading}
          disabled={createIdea.isPending}
          priceError={createIdea.priceErrorFor(reading.corrections?.price)}
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!canSubmit} className="w-full px-6 sm:w-auto">
          {createIdea.isPending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Validating...
            </>
          ) : (
            <>
              Start Validation
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
