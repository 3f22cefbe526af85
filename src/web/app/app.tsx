import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { AuthGate } from "./auth-gate.tsx";
import { Providers } from "./providers.tsx";

export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  return (
    <Providers queryClient={queryClient}>
      <Router>
        <AuthGate />
      </Router>
    </Providers>
  );
}
