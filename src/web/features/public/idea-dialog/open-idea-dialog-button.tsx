import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { useIdeaDialog } from "./idea-dialog-context.tsx";

/** A button that opens the idea dialog (the header and hero buttons). */
export function OpenIdeaDialogButton({ onClick, ...props }: Omit<ButtonProps, "asChild">) {
  const { openIdeaDialog, preloadIdeaDialog } = useIdeaDialog();
  return (
    <Button
      {...props}
      onPointerEnter={preloadIdeaDialog}
      onFocus={preloadIdeaDialog}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        openIdeaDialog();
      }}
    />
  );
}
