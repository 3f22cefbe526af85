import { useEffect, type ReactNode } from "react";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { navigateAway } from "../../lib/navigate-away.ts";
import { AUTH_REDIRECT_DELAY_MS } from "../../lib/timing.ts";
import { useAuth } from "./use-auth.ts";

/** Sign-in brings the person back to the screen they were on. */
function signInUrl(): string {
  const here = window.location.pathname + window.location.search;
  return here === "/" ? "/api/login" : `/api/login?returnTo=${encodeURIComponent(here)}`;
}

/**
 * Content only for a signed-in user. When the session is gone (for example it expired
 * and an API call answered 401) the person is told, then sent to sign in.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({
      title: "Authentication Required",
      description: "Please sign in to access this page.",
      variant: "destructive",
    });
    const timer = setTimeout(() => {
      navigateAway(signInUrl());
    }, AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated]);

  if (isLoading) return <LoadingState />;
  if (!isAuthenticated) return null;
  return <>{children}</>;
}
