import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useDocumentTitle } from "../../app/use-document-title.ts";
import { cn } from "../../lib/cn.ts";
import { Brand } from "../marketing/brand.tsx";
import { NAV_ITEMS } from "./nav-items.ts";

/** A signed-in screen: navigation, then SPEC 2.2's title and description, then the screen. */
export function AppLayout({ title, description, children }: {
  title: string;
  description?: string | undefined;
  children?: ReactNode;
}) {
  const [location] = useLocation();
  useDocumentTitle(title);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Brand href="/input" />
          <nav aria-label="Main">
            <ul className="flex flex-wrap items-center gap-1 text-sm">
              {NAV_ITEMS.map((item) => {
                const active = (item.matches as readonly string[]).includes(location);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "rounded-md px-3 py-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        active && "bg-accent font-medium text-accent-foreground",
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
              <li>
                {/* A full navigation: the server ends the session and the page reloads clean. */}
                <a
                  href="/api/logout"
                  className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Log out
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <div className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
