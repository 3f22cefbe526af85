import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { OpenIdeaDialogButton } from "../idea-dialog/open-idea-dialog-button.tsx";
import { SectionLink } from "./section-link.tsx";
import { SECTION_LINKS, SIGN_IN_URL } from "./site-links.ts";
import { useLocationChange } from "./use-location-change.ts";

/**
 * Below 768 px the header's links and buttons move into this disclosure menu. It is a native
 * <details>, so it opens and its links work from the prerendered HTML, before (or without) the
 * script; once the script runs it also closes on Escape, on navigation and when a link is used.
 */
export function MobileMenu({ activeSection }: { activeSection: string | null }) {
  const menu = useRef<HTMLDetailsElement>(null);

  const close = ({ focusToggle }: { focusToggle: boolean }) => {
    const details = menu.current;
    if (!details?.open) return;
    details.open = false;
    if (focusToggle) details.querySelector("summary")?.focus();
  };

  // Closes on navigation, not on hydration: a menu opened from the prerendered page before the script ran stays open.
  useLocationChange(() => close({ focusToggle: false }));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close({ focusToggle: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details ref={menu} className="group md:hidden">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        {/* The name follows the state with CSS alone, so it is right before the script runs too. */}
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
        <Menu aria-hidden="true" className="group-open:hidden" />
        <X aria-hidden="true" className="hidden group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b bg-background shadow-lg">
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4">
          {SECTION_LINKS.map((link) => (
            <SectionLink key={link.id} id={link.id} active={activeSection === link.id} onNavigate={() => close({ focusToggle: false })} className="py-3 text-base">
              {link.label}
            </SectionLink>
          ))}
          <a
            href={SIGN_IN_URL}
            className="rounded-md px-3 py-3 text-base font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Sign in
          </a>
          <OpenIdeaDialogButton
            className="mt-2 w-full"
            // Focus returns to the menu button when the dialog closes (this button goes away).
            onClick={() => close({ focusToggle: true })}
          >
            Validate My Idea
          </OpenIdeaDialogButton>
        </nav>
      </div>
    </details>
  );
}
