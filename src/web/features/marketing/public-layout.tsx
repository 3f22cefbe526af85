import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Brand } from "./brand.tsx";
import { FOOTER_LINKS } from "./footer-links.ts";

const COPYRIGHT_YEAR = 2025;

/** Header and footer around every signed-out page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Brand />
          <nav aria-label="Main" className="flex items-center gap-4 text-sm">
            <a href="/#how-it-works" className="hidden hover:text-primary sm:inline">How it works</a>
            <a href="/#pricing" className="hidden hover:text-primary sm:inline">Pricing</a>
            <Button asChild size="sm">
              <a href="/api/login">Sign in</a>
            </Button>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            Results are illustrative and will vary. Nothing on this site is financial, legal or business advice.
          </p>
          <p>© {COPYRIGHT_YEAR} Greenlight</p>
        </div>
      </footer>
    </div>
  );
}
