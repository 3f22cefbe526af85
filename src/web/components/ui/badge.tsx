import type { ComponentProps } from "react";
import type { Tone } from "../../../shared/display/tone.ts";
import { cn } from "../../lib/cn.ts";
import { toneBadgeClasses } from "../../lib/tone-classes.ts";

export type BadgeProps = ComponentProps<"span"> & { tone?: Tone };

export function Badge({ className, tone = "grey", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        toneBadgeClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
