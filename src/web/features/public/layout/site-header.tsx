import { useLocation } from "wouter";
import { OpenIdeaDialogButton } from "../idea-dialog/open-idea-dialog-button.tsx";
import { BrandLogo } from "../../brand/index.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { SectionLink } from "./section-link.tsx";
import { SECTION_LINKS, SIGN_IN_URL } from "./site-links.ts";
import { useActiveSection } from "./use-active-section.ts";

const HEADER_ID = "site-header";
const SECTION_IDS = SECTION_LINKS.map((link) => link.id);

/** Header: logo, the section anchors (highlighted on scroll), "Validate My Idea", mobile menu. */
export function SiteHeader() {
  const [location] = useLocation();
  const activeSection = useActiveSection({ ids: SECTION_IDS, enabled: location === "/", headerId: HEADER_ID });

  return (
    <header id={HEADER_ID} className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <BrandLogo href="/" className="text-lg" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <SectionLink key={link.id} id={link.id} active={activeSection === link.id}>
              {link.label}
            </SectionLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={SIGN_IN_URL}
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:inline-block"
          >
            Sign in
          </a>
          <OpenIdeaDialogButton className="hidden sm:inline-flex">Validate My Idea</OpenIdeaDialogButton>
          <MobileMenu activeSection={activeSection} />
        </div>
      </div>
    </header>
  );
}
