import type { ReactNode } from "react";
import {
  AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog.tsx";

/**
 * The inside of a "delete for good?" dialog: what goes, Cancel, and the destructive action, both
 * held while the delete runs ("Deleting..."). The action keeps the dialog open itself, so it
 * closes when the caller's mutation settles rather than before it starts.
 */
export function ConfirmDeleteContent({ title, description, actionLabel, pending, disabled = false, actionClassName, onConfirm }: {
  title: ReactNode;
  description: ReactNode;
  actionLabel: string;
  pending: boolean;
  disabled?: boolean;
  actionClassName?: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
        <AlertDialogAction
          variant="destructive"
          className={actionClassName}
          disabled={pending || disabled}
          onClick={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {pending ? "Deleting..." : actionLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
