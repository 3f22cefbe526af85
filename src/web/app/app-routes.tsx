import type { ReactNode } from "react";
import { Route, Switch } from "wouter";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { AppLayout } from "../features/app-shell/app-layout.tsx";
import { ProtectedRoute } from "../features/auth/protected-route.tsx";
import { LibraryPage } from "../features/library/library-page.tsx";
import { NewIdeaPage } from "../features/new-idea/new-idea-page.tsx";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { ReportPage } from "../features/report/report-page.tsx";

/** A signed-in screen with SPEC 2.2's title and description, inside the protected wrapper. */
function Screen({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <ProtectedRoute>
      <AppLayout title={title} description={description}>
        {children}
      </AppLayout>
    </ProtectedRoute>
  );
}

const newIdea = { title: "New Idea", description: "Submit and validate your startup idea" };

/**
 * SPEC 2.2: the signed-in route set. Dashboard, progress, analytics, settings and debug show their
 * title only until their own issues build them.
 */
export function AppRoutes() {
  // Tooltips live only in the app, so their positioning code stays out of the landing bundle.
  return (
    <TooltipProvider>
      <Switch>
      <Route path="/">
        <Screen {...newIdea}>
          <NewIdeaPage />
        </Screen>
      </Route>
      <Route path="/input">
        <Screen {...newIdea}>
          <NewIdeaPage />
        </Screen>
      </Route>
      <Route path="/dashboard">
        <Screen title="Dashboard" description="Overview of your idea validation progress" />
      </Route>
      <Route path="/library">
        <Screen title="Idea Library" description="Browse and manage all your validated ideas">
          <LibraryPage />
        </Screen>
      </Route>
      <Route path="/progress">
        <Screen title="Validation Progress" description="Track your idea validation in real-time" />
      </Route>
      <Route path="/analytics">
        <Screen title="Analytics" description="View insights and trends from your validations" />
      </Route>
      <Route path="/report/:ideaId">
        {(params) => (
          <Screen title="Validation Report" description="Comprehensive analysis of your startup idea">
            <ReportPage ideaId={params.ideaId} />
          </Screen>
        )}
      </Route>
      <Route path="/settings">
        <Screen title="Settings" />
      </Route>
      <Route path="/debug">
        <Screen title="Debug" />
      </Route>
      <Route>
        <Screen title="Page Not Found" description="The requested page could not be found">
          <NotFoundPage />
        </Screen>
      </Route>
      </Switch>
    </TooltipProvider>
  );
}
