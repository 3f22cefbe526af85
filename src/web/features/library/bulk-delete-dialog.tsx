import { ConfirmDeleteContent } from "../../components/confirm-delete-content.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { useDeleteIdeas } from "../ideas/index.ts";

/** Confirms deleting the selected (finished) ideas, then deletes them. */
export function BulkDeleteDialog({ ids, open, onOpenChange, onDeleted }: {
  ids: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteIdeas();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <ConfirmDeleteContent
        title={`Delete ${ids.length} idea(s)?`}
        description="The selected ideas and their reports will be deleted for good. This cannot be undone."
        actionLabel={`Delete ${ids.length} idea(s)`}
        pending={remove.isPending}
        disabled={ids.length === 0}
        onConfirm={() => remove.mutate(ids, { onSuccess: onDeleted, onSettled: () => onOpenChange(false) })}
      />
    </AlertDialog>
  );
}
