import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

const loadDialog = () => import("./idea-dialog.tsx");
// Its own chunk: a visitor downloads the dialog when they reach for it, not with the landing page.
const IdeaDialog = lazy(() => loadDialog().then((module) => ({ default: module.IdeaDialog })));

interface IdeaDialogControls {
  openIdeaDialog: () => void;
  /** Starts fetching the dialog's code (on hover or focus of a button that opens it). */
  preloadIdeaDialog: () => void;
}

const IdeaDialogContext = createContext<IdeaDialogControls | null>(null);

/** Holds the one idea dialog of the public pages; the header and hero buttons open it. */
export function IdeaDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // The dialog has no Radix trigger (several buttons open it), so it hands focus back to whichever
  // element had it when it opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openIdeaDialog = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEverOpened(true);
    setOpen(true);
  }, []);
  const preloadIdeaDialog = useCallback(() => {
    loadDialog().catch(() => undefined); // a failed preload is retried when the dialog opens
  }, []);
  const controls = useMemo(() => ({ openIdeaDialog, preloadIdeaDialog }), [openIdeaDialog, preloadIdeaDialog]);

  return (
    <IdeaDialogContext.Provider value={controls}>
      {children}
      {/* Stays mounted once opened, so closing keeps its state until the 300 ms reset. */}
      {everOpened ? (
        <Suspense fallback={null}>
          <IdeaDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </Suspense>
      ) : null}
    </IdeaDialogContext.Provider>
  );
}

export function useIdeaDialog(): IdeaDialogControls {
  const controls = useContext(IdeaDialogContext);
  if (!controls) throw new Error("useIdeaDialog must be used inside <IdeaDialogProvider>");
  return controls;
}
