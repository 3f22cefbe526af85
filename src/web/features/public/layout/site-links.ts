/** The landing sections the header links to, highlighted as the visitor scrolls. */
export const SECTION_LINKS = [
  { id: "how-it-works", label: "How it works" },
  { id: "pricing", label: "Pricing" },
] as const;
export type SectionId = (typeof SECTION_LINKS)[number]["id"];

/** Every page the footer links to, in order. */
export const FOOTER_LINKS = [
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/faq", label: "FAQ" },
  { href: "/help", label: "Help" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/data-protection", label: "Data Protection" },
  { href: "/disclaimer", label: "Disclaimer" },
] as const;

/** The sign-in entry point (a full browser navigation). */
export const SIGN_IN_URL = "/api/login";
