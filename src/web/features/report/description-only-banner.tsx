import { Info } from "lucide-react";
import { DESCRIPTION_ONLY_TEXT, DESCRIPTION_ONLY_TITLE } from "../../../shared/display/verdict.ts";
import { cn } from "../../lib/cn.ts";

/** Says plainly that a report consulted no live source, so it is not mistaken for researched. */
export function DescriptionOnlyBanner({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div
      role="note"
      aria-label={DESCRIPTION_ONLY_TITLE}
      className={cn(
        "flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200",
        compact ? "px-2 py-1 text-xs" : "p-3 text-sm",
        className,
      )}
    >
      <Info className={cn("shrink-0", compact ? "mt-px size-3.5" : "mt-0.5 size-4")} aria-hidden="true" />
      <p className="min-w-0">
        <span className="font-semibold">{DESCRIPTION_ONLY_TITLE}</span>
        {compact ? null : <>. {DESCRIPTION_ONLY_TEXT}</>}
      </p>
    </div>
  );
}
