import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toaster.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** Everything any screen relies on: the data cache and the toast outlet. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // One client per mounted app (tests pass their own), never shared between renders.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
