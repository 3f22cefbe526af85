/** SPEC 2.1: every public page the footer links to, in order. */
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
