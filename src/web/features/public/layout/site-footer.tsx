import { Link } from "wouter";
import { BRAND_NAME } from "../../brand/index.ts";
import { FOOTER_LINKS } from "./site-links.ts";

/** The copyright year is a constant. */
const COPYRIGHT_YEAR = 2025;

/** Footer: every public page, the results disclaimer and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="max-w-3xl text-muted-foreground">
          Results are illustrative and will vary. They are not financial, legal or business advice.
        </p>
        <p className="text-muted-foreground">© {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.</p>
      </div>
    </footer>
  );
}
