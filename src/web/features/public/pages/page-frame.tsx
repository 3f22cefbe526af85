import { useEffect, useState, type ReactNode } from "react";
import { formatDate } from "../../../../shared/display/format-date.ts";
import { useDocumentTitle } from "../../../app/use-document-title.ts";
import { cn } from "../../../lib/cn.ts";

/**
 * A public page: its heading and lead, then its content. Legal pages show the
 * "Last updated" date, which is the current date.
 */
export function PageFrame({ title, lead, lastUpdated = false, wide = false, children }: {
  title: string;
  lead?: ReactNode;
  lastUpdated?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className={cn("mx-auto px-4 py-12 sm:py-16", wide ? "max-w-6xl" : "max-w-3xl")}>
      <header className={cn("flex flex-col gap-3", wide && "mx-auto max-w-3xl text-center")}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lastUpdated ? <LastUpdated /> : null}
        {lead ? <p className="text-lg text-pretty text-muted-foreground">{lead}</p> : null}
      </header>
      <div className="mt-10">{children}</div>
    </article>
  );
}

/**
 * The current date. The page is prerendered at build time and the server writes the day it serves
 * into that HTML; the visitor's own clock may still disagree (time zones), so hydration keeps the
 * served text without a warning and the effect then shows the visitor's today.
 */
function LastUpdated() {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => setToday(new Date()), []);
  return <p className="text-sm text-muted-foreground" suppressHydrationWarning>{`Last updated: ${formatDate(today) ?? ""}`}</p>;
}

/** A titled block of prose on a long page (legal, about). */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 [&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-10 leading-relaxed">{children}</div>;
}
