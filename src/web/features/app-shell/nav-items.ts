/** The signed-in navigation for now; the sidebar issue replaces this with SPEC 2.3's sections. */
export const NAV_ITEMS = [
  { href: "/input", label: "New Idea", matches: ["/", "/input"] },
  { href: "/library", label: "Idea Library", matches: ["/library"] },
  { href: "/settings", label: "Settings", matches: ["/settings"] },
] as const;
