import type { ReactNode } from "react";
import { IdeaDialogProvider } from "../idea-dialog/idea-dialog-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useLocationChange } from "./use-location-change.ts";

const MAIN_ID = "main-content";

/**
 * Moving between public pages starts the new page at its top, with focus on it (so keyboard and
 * screen reader users land on the new content); a link to a landing section scrolls to it instead.
 */
function useStartEachPageAtTop() {
  useLocationChange(() => {
    if (window.location.hash) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });
}

/** Header, footer and the idea dialog around every signed-out page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useStartEachPageAtTop();
  return (
    <IdeaDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </IdeaDialogProvider>
  );
}
