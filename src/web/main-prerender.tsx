import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app.tsx";
import { PUBLIC_PAGES } from "./features/public/page-meta.ts";
import { createSignedOutQueryClient } from "./signed-out-client.ts";

export { PUBLIC_PAGES };

/**
 * The build's server-side entry (see scripts/prerender): one public page as a signed-out visitor
 * first sees it. The tree is the one main.tsx hydrates, so hydration reuses this HTML as it is.
 */
export async function renderPublicPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App queryClient={createSignedOutQueryClient()} />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
