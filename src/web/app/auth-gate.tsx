import { lazy, Suspense, useState } from "react";
import { useLocation, useRouter } from "wouter";
import { FullScreenLoader } from "../components/ui/spinner.tsx";
import { LogoutScreen } from "../features/auth/logout-screen.tsx";
import { isLoggingOut, useLogoutState } from "../features/auth/logout-store.ts";
import { useAuth } from "../features/auth/use-auth.ts";
import { isProtectedPath } from "./protected-paths.ts";

// Separate chunks: a signed-out visitor never downloads the app, and the landing stays small.
const PublicRoutes = lazy(() => import("./public-routes.tsx").then((module) => ({ default: module.PublicRoutes })));
const AppRoutes = lazy(() => import("./app-routes.tsx").then((module) => ({ default: module.AppRoutes })));

/**
 * "Loading..." while the sign-in state loads, then the signed-out or signed-in route set.
 * While logging out, only the logout screen shows: the app is unmounted so nothing refetches the
 * data cache that logout clears.
 */
export function AuthGate() {
  const logout = useLogoutState();
  if (isLoggingOut(logout)) return <LogoutScreen state={logout} />;
  return <RouteSets />;
}

function RouteSets() {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  const { parser } = useRouter();
  // Once signed in, stay on the app routes when the session later ends, so the protected wrapper
  // can say so and send the person to sign in instead of silently showing the landing page.
  const [hadSession, setHadSession] = useState(false);
  if (isAuthenticated && !hadSession) setHadSession(true);

  if (isLoading) return <FullScreenLoader />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      {/* A signed-out visit to a signed-in screen gets the protected wrapper's toast and sign-in. */}
      {isAuthenticated || hadSession || isProtectedPath({ path: location, parser }) ? <AppRoutes /> : <PublicRoutes />}
    </Suspense>
  );
}
