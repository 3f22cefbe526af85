/**
 * What search engines and link previews show for each public page. The build prerenders exactly
 * these paths; titles match what each page puts in the tab once it runs.
 */
export interface PublicPageMeta {
  path: string;
  title: string;
  description: string;
}

const BRAND = "Greenlight";

export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  { path: "/", title: BRAND, description: "Find out if your business idea is worth building: Greenlight researches it against real market evidence and gives you a data-backed go / no-go report." },
  { path: "/about", title: `About Greenlight | ${BRAND}`, description: "Greenlight helps founders find out whether an idea is worth building before they spend months building it." },
  { path: "/contact", title: `Contact Us | ${BRAND}`, description: "Questions about your reports, your account or your data? Email support; we reply within 24 hours on business days." },
  { path: "/features", title: `Features | ${BRAND}`, description: "Smart research, market analysis, validation reports, an idea library, real-time data and evidence-based scoring." },
  { path: "/pricing", title: `Pricing | ${BRAND}`, description: "Start free with one validation. Founder is $29 a month for unlimited validations; Enterprise adds team collaboration and API access." },
  { path: "/faq", title: `Frequently Asked Questions | ${BRAND}`, description: "Short answers to what founders ask most about validating an idea with Greenlight." },
  { path: "/help", title: `Help Center | ${BRAND}`, description: "Getting started, understanding your report and tips for a useful validation." },
  { path: "/terms", title: `Terms of Service | ${BRAND}`, description: "The agreement between you and Greenlight when you use this site and the Greenlight app." },
  { path: "/privacy", title: `Privacy Policy | ${BRAND}`, description: "What Greenlight stores about you, who receives what, and how to delete all of it." },
  { path: "/data-protection", title: `Data Protection | ${BRAND}`, description: "How Greenlight protects your data, who processes it, and how to exercise your rights." },
  { path: "/disclaimer", title: `Disclaimer | ${BRAND}`, description: "What a Greenlight report is, and what it is not." },
];
