import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn("size-6 animate-spin text-primary", className)} aria-hidden="true" />;
}

/** A spinner with its text, announced politely to screen readers. */
export function LoadingState({ text = "Loading...", className }: { text?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 p-8", className)}>
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

export function FullScreenLoader({ text = "Loading..." }: { text?: string }) {
  return <LoadingState text={text} className="min-h-screen" />;
}
