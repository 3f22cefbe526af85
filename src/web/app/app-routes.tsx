import { Suspense, useEffect } from "react";
import { useLocation, useRouter } from "wouter";
import { LoadingState } from "../components/ui/spinner.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { ProtectedRoute } from "../features/auth/protected-route.tsx";
import { AppLayout } from "../features/layout/app-layout.tsx";
import { SidebarProvider } from "../features/layout/sidebar-context.tsx";
import { ThemeSync } from "../features/settings/theme-sync.tsx";
import { NavigationProvider, useNavigation } from "../features/navigation/navigation-context.tsx";
import { findAppRoute, type AppRoute } from "./app-route.ts";
import { lazyPage } from "./lazy-page.ts";

// Each screen is its own chunk. Adding a screen: one lazy import here and one line in ROUTES.
const NewIdeaPage = lazyPage(() => import("../features/input/new-idea-page.tsx"), "NewIdeaPage");
const LibraryPage = lazyPage(() => import("../features/library/library-page.tsx"), "LibraryPage");
const ProgressPage = lazyPage(() => import("../features/progress/progress-page.tsx"), "ProgressPage");
const ReportPage = lazyPage(() => import("../features/report/report-page.tsx"), "ReportPage");
const SharedReportPage = lazyPage(() => import("../features/report/shared-report-page.tsx"), "SharedReportPage");
// Help and Contact are the public site's pages, shown inside the app for signed-in founders.
const HelpPage = lazyPage(() => import("../features/public/pages/help-page.tsx"), "HelpPage");
const ContactPage = lazyPage(() => import("../features/public/pages/contact-page.tsx"), "ContactPage");
const DashboardPage = lazyPage(() => import("../features/dashboard/dashboard-page.tsx"), "DashboardPage");
const ReportsPage = lazyPage(() => import("../features/reports-list/reports-page.tsx"), "ReportsPage");
const AnalyticsPage = lazyPage(() => import("../features/analytics/analytics-page.tsx"), "AnalyticsPage");
const SettingsPage = lazyPage(() => import("../features/settings/settings-page.tsx"), "SettingsPage");
// Settings links to the public Terms and Privacy pages; signed-in founders read them inside the app.
const TermsPage = lazyPage(() => import("../features/public/pages/legal/terms-page.tsx"), "TermsPage");
const PrivacyPage = lazyPage(() => import("../features/public/pages/legal/privacy-page.tsx"), "PrivacyPage");
const DebugPage = lazyPage(() => import("../features/debug/debug-page.tsx"), "DebugPage");
const NotFoundPage = lazyPage(() => import("../features/not-found/not-found-page.tsx"), "NotFoundPage");

const NEW_IDEA = { title: "New Idea", description: "Submit and validate your startup idea" };

/** The signed-in route set, first match wins. */
export const ROUTES: readonly AppRoute[] = [
  { path: "/", ...NEW_IDEA, page: NewIdeaPage },
  { path: "/input", ...NEW_IDEA, page: NewIdeaPage },
  { path: "/dashboard", title: "Dashboard", description: "Overview of your idea validation progress", page: DashboardPage, ownHeading: true },
  { path: "/library", title: "Idea Library", description: "Browse and manage all your validated ideas", page: LibraryPage },
  { path: "/progress", title: "Validation Progress", description: "Track your idea validation in real-time", page: ProgressPage },
  { path: "/analytics", title: "Analytics", description: "View insights and trends from your validations", page: AnalyticsPage },
  { path: "/reports", title: "Reports", description: "Every completed validation report, side by side", page: ReportsPage },
  { path: "/report/:ideaId", title: "Validation Report", description: "Comprehensive analysis of your startup idea", page: ReportPage, ownHeading: true },
  { path: "/shared/:token", title: "Validation Report", page: SharedReportPage, ownHeading: true },
  { path: "/settings", title: "Settings", page: SettingsPage },
  { path: "/terms", title: "Terms", page: TermsPage, ownHeading: true },
  { path: "/privacy", title: "Privacy", page: PrivacyPage, ownHeading: true },
  { path: "/help", title: "Help", page: HelpPage, ownHeading: true },
  { path: "/contact", title: "Contact", page: ContactPage, ownHeading: true },
  { path: "/debug", title: "Debug", description: "Responsive test, breakpoints and sample components", page: DebugPage },
];

const NOT_FOUND: AppRoute = { path: "*", title: "Page Not Found", description: "The requested page could not be found", page: NotFoundPage };

/** Shown while a screen's chunk loads; also flags navigation as loading (the navigation state). */
function PageLoading() {
  const { setLoading } = useNavigation();
  useEffect(() => {
    setLoading(true);
    return () => setLoading(false);
  }, [setLoading]);
  return <LoadingState />;
}

function CurrentScreen() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { route, params } = findAppRoute({ routes: ROUTES, fallback: NOT_FOUND, path: location, parser });
  const Page = route.page;
  return (
    <AppLayout title={route.title} description={route.description} showHeading={!route.ownHeading}>
      <Suspense fallback={<PageLoading />}>
        {/* Keyed by path so moving between screens (or ideas) starts each screen afresh. */}
        {Page ? <Page key={location} {...params} /> : null}
      </Suspense>
    </AppLayout>
  );
}

/**
 * Every signed-in screen sits inside the protected wrapper and the shared layout;
 * the layout stays mounted while screens change beneath it.
 */
export function AppRoutes() {
  // Tooltips live only in the app, so their positioning code stays out of the landing bundle.
  return (
    <TooltipProvider>
      <NavigationProvider>
        <SidebarProvider>
          <ProtectedRoute>
            <ThemeSync />
            <CurrentScreen />
          </ProtectedRoute>
        </SidebarProvider>
      </NavigationProvider>
    </TooltipProvider>
  );
}
