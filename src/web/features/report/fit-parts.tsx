import { useId, type ReactNode } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { formatReportMoney } from "../../../shared/display/money.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { getDifficultyTone } from "../../../shared/display/verdict.ts";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { scoreTextClasses } from "../../lib/tone-classes.ts";

/**
 * The frame of a Business Fit dialog: title, score/10 and the description, then the details. For
 * difficulty a low score is good news, so its colour reads the other way round.
 */
export function FitDialogContent({ title, score, description, lowIsGood = false, children }: {
  title: string; score: number; description: string; lowIsGood?: boolean; children: ReactNode;
}) {
  const tone = lowIsGood ? getDifficultyTone(score) : getScoreTone(score);
  return (
    // One column that may shrink below its content, so long rows wrap instead of clipping on a phone.
    <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">Details behind the {title.toLowerCase()} assessment.</DialogDescription>
      </DialogHeader>
      <p className={cn("text-3xl font-bold tabular-nums", scoreTextClasses[tone])}>{formatScore(score)}/10</p>
      {description.trim() ? <p className="text-sm whitespace-pre-line text-muted-foreground break-words">{description}</p> : null}
      <div className="flex flex-col gap-5">{children}</div>
    </DialogContent>
  );
}

export function FitSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Money figures of the report: in its currency, and as rough ranges when they are rules of thumb. */
export function reportMoney(report: Pick<ValidationReport, "currency" | "moneyFigures">) {
  const roughRange = report.moneyFigures === "rule-of-thumb";
  return { roughRange, money: (amount: number) => formatReportMoney({ amount, currency: report.currency, roughRange }) };
}

export const RULE_OF_THUMB_NOTE = "Rough rule-of-thumb ranges, not researched figures.";

/** Label / value pairs in a compact grid, e.g. the three market sizes; rough figures are set apart in italics on a dashed border. */
export function Facts({ items, rough = false }: { items: ReadonlyArray<{ label: string; value: string }>; rough?: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {items.map(({ label, value }) => (
        <div key={label} className={cn("rounded-md border bg-muted/40 p-3", rough && "border-dashed")}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={cn("mt-0.5 font-semibold break-words tabular-nums", rough && "italic")}>{value || "Not estimated"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bulleted list of report text; an empty list says so rather than leaving a bare heading. */
export function TextList({ items, empty = "None identified." }: { items: readonly ReactNode[]; empty?: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
      {items.map((item, index) => (
        // Report lists may repeat an entry; position is the identity.
        <li key={index} className="break-words">{item}</li>
      ))}
    </ul>
  );
}
