import { Loader2, Sparkles, Undo2 } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * Improve-description icon button. Too short a text leaves it looking disabled
 * with its tooltip; it stays focusable (aria-disabled) so the tooltip can be read and a press
 * explains itself with a toast.
 */
export function ImproveButton({ canImprove, canRevert, isImproving, onToggle }: {
  canImprove: boolean;
  canRevert: boolean;
  isImproving: boolean;
  onToggle: () => void;
}) {
  const unavailable = !canRevert && !canImprove;
  const label = canRevert ? "Revert to original description" : "Improve description";
  const tip = isImproving
    ? "Improving your description..."
    : canRevert
      ? "Revert to your original description"
      : unavailable
        ? "Enter at least 10 characters to improve"
        : "Improve description with AI";
  const Icon = isImproving ? Loader2 : canRevert ? Undo2 : Sparkles;

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-disabled={unavailable || isImproving}
          aria-busy={isImproving}
          onClick={onToggle}
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-md border border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            canRevert ? "bg-accent text-accent-foreground hover:bg-accent/80" : "text-primary hover:bg-accent",
            (unavailable || isImproving) && "cursor-not-allowed text-muted-foreground opacity-60 hover:bg-transparent",
          )}
        >
          <Icon className={cn("size-5", isImproving && "animate-spin")} aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}
