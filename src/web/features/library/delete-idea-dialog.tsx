import type { Idea } from "../../../shared/contracts/idea.ts";
import { UNDELETABLE_STATUSES } from "../../../shared/contracts/idea.ts";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "../../components/ui/alert-dialog.tsx";
import { useDeleteIdea } from "../ideas/index.ts";

/** Deleting is blocked while an idea is validating or processing. */
export function isDeleteBlocked(idea: Pick<Idea, "status">): boolean {
  return UNDELETABLE_STATUSES.includes(idea.status);
}

/**
 * Confirms deleting one idea. `idea` is the live one from the list, so a validation finishing
 * while the dialog is open lifts the block at once.
 */
export function DeleteIdeaDialog({ idea, onClose }: { idea: Idea | null; onClose: () => void }) {
  const remove = useDeleteIdea();
  const blocked = idea ? isDeleteBlocked(idea) : false;

  return (
    <AlertDialog open={idea !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          {blocked ? (
            <>
              <AlertDialogTitle>Cannot delete idea during validation</AlertDialogTitle>
              <AlertDialogDescription>
                This idea is currently being validated. Please wait for the validation to complete before deleting.
              </AlertDialogDescription>
            </>
          ) : (
            <>
              <AlertDialogTitle>Delete this idea?</AlertDialogTitle>
              <AlertDialogDescription>
                &ldquo;{idea?.title}&rdquo; and its report will be deleted for good. This cannot be undone.
              </AlertDialogDescription>
            </>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={blocked || remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!idea || blocked) return;
              remove.mutate(idea, { onSettled: onClose });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
