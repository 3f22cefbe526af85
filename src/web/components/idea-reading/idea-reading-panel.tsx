import { Loader2, RotateCcw } from "lucide-react";
import { useId, type ReactNode } from "react";
import {
  MAX_CUSTOMER_LENGTH, MAX_PRICE_LENGTH, MAX_PROBLEM_LENGTH, MAX_PRODUCT_LENGTH, type ReadingField,
} from "../../../shared/contracts/idea-corrections.ts";
import { priceCurrencySchema, type PriceCurrency } from "../../../shared/contracts/price.ts";
import { Button } from "../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { IdeaReadingState } from "./use-idea-reading.ts";

const CURRENCY_NAMES: Readonly<Record<PriceCurrency, string>> = {
  USD: "US dollar", GBP: "British pound", EUR: "Euro", CAD: "Canadian dollar", AUD: "Australian dollar",
  NZD: "New Zealand dollar", JPY: "Japanese yen", INR: "Indian rupee", CHF: "Swiss franc",
};

const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[invalid=true]:border-destructive";

function Field({ label, hint, changed, error, children }: {
  label: string; hint?: string | undefined; changed: boolean; error?: string | null | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const changedId = useId();
  // A screen reader hears that the field holds the founder's correction, the hint and any refusal.
  const describedBy = [changed ? changedId : null, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">{label}</label>
        {changed ? <span id={changedId} className="text-xs font-medium text-primary">Your correction</span> : null}
      </div>
      {children({ id, describedBy })}
      {hint ? <p id={hintId} className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p id={errorId} className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

/**
 * "Here is how we read your idea": the profile the analysts will use, each part editable in place.
 * The screen's send button below it (New Idea's Start Validation, the landing dialog's Get My
 * Report) confirms the reading with the founder's corrections (decision 023).
 */
export function IdeaReadingPanel({ state, disabled, priceError }: {
  state: IdeaReadingState; disabled: boolean; priceError: string | null;
}) {
  const headingId = useId();
  const text = (field: Exclude<ReadingField, "currency">, { label, max, hint, multiline = false }: { label: string; max: number; hint?: string; multiline?: boolean }) => (
    <Field label={label} hint={hint} changed={state.changed(field)} error={field === "price" ? priceError : null}>
      {({ id, describedBy }) => {
        const common = {
          id,
          value: state.valueOf(field),
          maxLength: max,
          disabled,
          placeholder: "Not stated",
          "aria-describedby": describedBy,
          onBlur: () => state.settle(field),
        };
        return multiline ? (
          <textarea {...common} rows={2} onChange={(event) => state.edit(field, event.target.value)} className={cn(fieldClasses, "min-h-16 resize-y")} />
        ) : (
          <input {...common} type="text" aria-invalid={field === "price" && priceError ? true : undefined} onChange={(event) => state.edit(field, event.target.value)} className={cn(fieldClasses, "h-10")} />
        );
      }}
    </Field>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">Here is how we read your idea</h3>
        <p className="text-sm text-muted-foreground">
          The research works from this reading. If we got a part wrong, change it here: what you write is used exactly as written.
        </p>
      </div>
      {state.status === "reading" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          Reading your idea...
        </p>
      ) : null}
      {state.status === "failed" ? (
        <p role="status" className="text-sm text-muted-foreground">
          We could not read your idea just now. You can still fill in any part below, and the analysts read the rest from your description.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text("product", { label: "Product", max: MAX_PRODUCT_LENGTH, hint: "What it is, in a few words." })}
        {text("customer", { label: "Customer", max: MAX_CUSTOMER_LENGTH, hint: "Who it is for." })}
        <div className="sm:col-span-2">
          {text("problem", { label: "Problem", max: MAX_PROBLEM_LENGTH, hint: "The problem it solves, in a sentence.", multiline: true })}
        </div>
        {text("price", { label: "Price as stated", max: MAX_PRICE_LENGTH, hint: "For example $9 a month, or £120 a year." })}
        <Field label="Currency" hint="Every money figure in the report uses it." changed={state.changed("currency")}>
          {({ id, describedBy }) => (
            <select
              id={id}
              value={state.valueOf("currency")}
              disabled={disabled}
              aria-describedby={describedBy}
              onChange={(event) => state.edit("currency", event.target.value)}
              className={cn(fieldClasses, "h-10")}
            >
              {state.valueOf("currency") === "" ? <option value="">Choose a currency</option> : null}
              {priceCurrencySchema.options.map((code) => (
                <option key={code} value={code}>{`${code}: ${CURRENCY_NAMES[code]}`}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {state.corrections ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <p className="text-sm text-muted-foreground">The analysts will use your corrections.</p>
          <Button type="button" variant="ghost" size="sm" onClick={state.reset} disabled={disabled}>
            <RotateCcw aria-hidden="true" />
            Use our reading
          </Button>
        </div>
      ) : null}
    </section>
  );
}
