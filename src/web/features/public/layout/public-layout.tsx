import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { IdeaDialogProvider } from "../idea-dialog/idea-dialog-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const MAIN_ID = "main-content";

/**
 * Moving between public pages starts the new page at its top, with focus on it (so keyboard and
 * screen reader users land on the new content); a link to a landing section scrolls to it instead.
 */
function useStartEachPageAtTop(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location]);
}

/** Header, footer and the idea dialog around every signed-out page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useStartEachPageAtTop(location);
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
