import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "../../components/ui/alert-dialog.tsx";
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
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {ids.length} idea(s)?</AlertDialogTitle>
          <AlertDialogDescription>
            The selected ideas and their reports will be deleted for good. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending || ids.length === 0}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(ids, {
                onSuccess: onDeleted,
                onSettled: () => onOpenChange(false),
              });
            }}
          >
            {remove.isPending ? "Deleting..." : `Delete ${ids.length} idea(s)`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
