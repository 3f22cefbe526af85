import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button.tsx";
import { OpenIdeaDialogButton } from "../idea-dialog/open-idea-dialog-button.tsx";
import { SectionLink } from "./section-link.tsx";
import { SECTION_LINKS, SIGN_IN_URL } from "./site-links.ts";

const PANEL_ID = "mobile-menu";

/** Below 768 px the header's links and buttons move into this disclosure menu. */
export function MobileMenu({ activeSection }: { activeSection: string | null }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-lg"
      >
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4">
          {SECTION_LINKS.map((link) => (
            <SectionLink key={link.id} id={link.id} active={activeSection === link.id} onNavigate={() => setOpen(false)} className="py-3 text-base">
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
            onClick={() => {
              // Focus returns to the menu button when the dialog closes (this button goes away).
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            Validate My Idea
          </OpenIdeaDialogButton>
        </nav>
      </div>
    </div>
  );
}
