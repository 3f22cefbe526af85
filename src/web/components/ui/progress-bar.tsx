import { cn } from "../../lib/cn.ts";

/** A read-only bar; `value` is 0-100. Labelled so assistive tech reads the figure, not just a shape. */
export function ProgressBar({ value, label, className, fillClassName }: {
  value: number;
  label: string;
  className?: string;
  fillClassName?: string;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={cn("h-full rounded-full bg-primary transition-[width]", fillClassName)} style={{ width: `${clamped}%` }} />
    </div>
  );
}
