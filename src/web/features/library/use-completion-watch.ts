import { useEffect, useRef, useState } from "react";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { toast } from "../../components/ui/use-toast.ts";

/** How long the completion toast stays. */
export const COMPLETION_TOAST_MS = 5000;

/**
 * Watches the list for ideas that were running and are now completed. Each gets the toast,
 * and their ids are answered so the library can keep those cards where the founder watched them
 * run, now clickable, for the rest of the visit.
 */
export function useCompletionWatch(ideas: readonly Idea[] | undefined): ReadonlySet<string> {
  const running = useRef(new Set<string>());
  const [justCompleted, setJustCompleted] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!ideas) return;
    const completed: Idea[] = [];
    for (const idea of ideas) {
      if (isActiveStatus(idea.status)) {
        running.current.add(idea.id);
      } else if (running.current.delete(idea.id) && idea.status === "completed") {
        completed.push(idea);
      }
    }
    if (completed.length === 0) return;
    setJustCompleted((previous) => new Set([...previous, ...completed.map((idea) => idea.id)]));
    // One toast at a time: when several finish together, the newest is announced.
    for (const idea of completed) {
      toast({ title: `✓ ${idea.title}`, description: "Validation complete—ready to review", duration: COMPLETION_TOAST_MS });
    }
  }, [ideas]);

  return justCompleted;
}
