import { useState } from "react";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { ConfirmDeleteContent } from "../../components/confirm-delete-content.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { DESTRUCTIVE_CONTRAST } from "./contrast.ts";
import { useIdeas } from "../ideas/index.ts";
import { useDeleteAllIdeas } from "./api.ts";

/** Warning while validations run. */
export function activeValidationsWarning(count: number): string {
  return `You have ${count} active validation(s). Please wait for them to complete before deleting all ideas.`;
}

/** Success description. */
export function deletedIdeasMessage(count: number): string {
  return `Successfully deleted ${count} idea(s).`;
}

/**
 * A confirm dialog, then deleting (buttons disabled, "Deleting..."), then a success or
 * failure toast. Disabled, with a warning, while any validation is active.
 */
export function DeleteAllIdeas() {
  const { data: ideas = [] } = useIdeas();
  const active = (ideas as Idea[]).filter((idea) => isActiveStatus(idea.status)).length;
  const [open, setOpen] = useState(false);
  const remove = useDeleteAllIdeas({
    onSuccess: ({ deletedCount }) => {
      toast({ title: "All ideas deleted", description: deletedIdeasMessage(deletedCount), duration: 5000 });
    },
    onError: (error) => {
      const message = error instanceof Error && error.message ? error.message : "An unknown error occurred";
      toast({ variant: "destructive", title: "Failed to delete ideas", description: message, duration: 5000 });
    },
    onSettled: () => setOpen(false),
  });

  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium">Delete All Ideas</p>
        <p className="text-sm text-muted-foreground">Permanently delete every idea and report. Your account stays.</p>
        {active > 0 ? <p role="status" className="mt-1 text-sm text-orange-700 dark:text-orange-300">{activeValidationsWarning(active)}</p> : null}
      </div>
      <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <Button variant="destructive" className={DESTRUCTIVE_CONTRAST} disabled={active > 0 || ideas.length === 0} onClick={() => setOpen(true)}>Delete All Ideas</Button>
        <ConfirmDeleteContent
          title="Delete all ideas?"
          description={`All ${ideas.length} of your ideas and their reports will be deleted for good. This cannot be undone.`}
          actionLabel="Delete All Ideas"
          pending={remove.isPending}
          actionClassName={DESTRUCTIVE_CONTRAST}
          onConfirm={() => remove.mutate()}
        />
      </AlertDialog>
    </div>
  );
}
