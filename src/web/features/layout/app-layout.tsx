import type { ReactNode } from "react";
import { useDocumentTitle } from "../../app/use-document-title.ts";
import { MobileHeader } from "./mobile-header.tsx";
import { Sidebar } from "./sidebar.tsx";

/**
 * Shared layout of every signed-in screen: the sidebar (or the mobile header under 768 px)
 * beside the screen's title, description and content.
 */
export function AppLayout({ title, description, showHeading = true, children }: {
  title: string;
  description?: string | undefined;
  showHeading?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileHeader />
        <main id="main-content" tabIndex={-1} className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-8">
          {showHeading ? (
            <div className="mb-6 md:mb-8">
              <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
              {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
            </div>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}
