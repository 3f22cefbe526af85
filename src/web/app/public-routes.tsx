import { Route, Switch } from "wouter";
import { LandingPage } from "../features/marketing/landing-page.tsx";
import { PublicLayout } from "../features/marketing/public-layout.tsx";
import { PublicPage } from "../features/marketing/public-page.tsx";

const PAGES: ReadonlyArray<{ path: string; title: string; legal?: boolean }> = [
  { path: "/about", title: "About" },
  { path: "/contact", title: "Contact" },
  { path: "/features", title: "Features" },
  { path: "/pricing", title: "Pricing" },
  { path: "/faq", title: "Frequently Asked Questions" },
  { path: "/help", title: "Help" },
  { path: "/terms", title: "Terms of Service", legal: true },
  { path: "/privacy", title: "Privacy Policy", legal: true },
  { path: "/data-protection", title: "Data Protection", legal: true },
  { path: "/disclaimer", title: "Disclaimer", legal: true },
];

/** SPEC 2.1: the signed-out route set; any other path shows the landing page. */
export function PublicRoutes() {
  return (
    <PublicLayout>
      <Switch>
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path}>
            <PublicPage title={page.title} showLastUpdated={page.legal ?? false} />
          </Route>
        ))}
        <Route>
          <LandingPage />
        </Route>
      </Switch>
    </PublicLayout>
  );
}
