import type { ReactNode } from "react";
import { formatDate } from "../../../shared/display/format-date.ts";
import { useDocumentTitle } from "../../app/use-document-title.ts";

/**
 * A public page's frame: its heading and, for legal pages, SPEC 2.1's "Last updated" date (which
 * is today's date). Each page's full content arrives with its own issue.
 */
export function PublicPage({ title, showLastUpdated = false, children }: {
  title: string;
  showLastUpdated?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {showLastUpdated ? (
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {formatDate(new Date())}</p>
      ) : null}
      {children ? <div className="mt-6 space-y-4">{children}</div> : null}
    </article>
  );
}
