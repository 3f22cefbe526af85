import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { useHydrated } from "../layout/use-hydrated.ts";
import { useIdeaDialog } from "./idea-dialog-context.tsx";

/**
 * A button that opens the idea dialog (the header and hero buttons). The dialog needs the script,
 * so in the prerendered page the button is disabled (and looks it) until the page has hydrated: a
 * tap before then is visibly not taken rather than silently lost.
 */
export function OpenIdeaDialogButton({ onClick, disabled, ...props }: Omit<ButtonProps, "asChild">) {
  const { openIdeaDialog, preloadIdeaDialog } = useIdeaDialog();
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      disabled={disabled === true || !hydrated}
      onPointerEnter={preloadIdeaDialog}
      onFocus={preloadIdeaDialog}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        openIdeaDialog();
      }}
    />
  );
}
