import { lazy, Suspense, useDeferredValue, useMemo, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { LoadingState } from "../components/ui/spinner.tsx";
import { LandingPage } from "../features/landing/landing-page.tsx";
import { PublicLayout } from "../features/public/layout/public-layout.tsx";

/** Each page beyond the landing is its own chunk, so the landing page downloads only itself. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const PAGES: ReadonlyArray<{ path: string; component: ComponentType }> = [
  { path: "/about", component: page(() => import("../features/public/pages/about-page.tsx"), "AboutPage") },
  { path: "/contact", component: page(() => import("../features/public/pages/contact-page.tsx"), "ContactPage") },
  { path: "/features", component: page(() => import("../features/public/pages/features-page.tsx"), "FeaturesPage") },
  { path: "/pricing", component: page(() => import("../features/public/pages/pricing-page.tsx"), "PricingPage") },
  { path: "/faq", component: page(() => import("../features/public/pages/faq-page.tsx"), "FaqPage") },
  { path: "/help", component: page(() => import("../features/public/pages/help-page.tsx"), "HelpPage") },
  { path: "/terms", component: page(() => import("../features/public/pages/legal/terms-page.tsx"), "TermsPage") },
  { path: "/privacy", component: page(() => import("../features/public/pages/legal/privacy-page.tsx"), "PrivacyPage") },
  { path: "/data-protection", component: page(() => import("../features/public/pages/legal/data-protection-page.tsx"), "DataProtectionPage") },
  { path: "/disclaimer", component: page(() => import("../features/public/pages/legal/disclaimer-page.tsx"), "DisclaimerPage") },
  { path: "/shared/:token", component: page(() => import("../features/report/shared-report-page.tsx"), "SharedReportPage") },
];

/**
 * The signed-out route set; any other path shows the landing page.
 *
 * The page shown follows the location as a deferred update. A prerendered page's content hydrates
 * once its chunk arrives; a link followed before then (the header's, already hydrated) would
 * otherwise update that still-dehydrated content synchronously, and React would throw its server
 * HTML away with a hydration error. Deferred, React hydrates the page first and then moves on, and
 * a page whose chunk is still loading keeps the current one on screen until it can show.
 */
export function PublicRoutes() {
  const [location] = useLocation();
  const shownLocation = useDeferredValue(location);
  const pages = useMemo(
    () => (
      <Suspense fallback={<LoadingState className="min-h-[50vh]" />}>
        <Switch location={shownLocation}>
          {PAGES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route>
            <LandingPage />
          </Route>
        </Switch>
      </Suspense>
    ),
    [shownLocation],
  );
  return <PublicLayout>{pages}</PublicLayout>;
}
