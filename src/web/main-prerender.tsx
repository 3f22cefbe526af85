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
  // The first render loads the lazy chunks it meets; the second finds them loaded and writes the
  // whole page at once, without Suspense fallbacks and the inline scripts that would swap them in
  // (the Content-Security-Policy forbids inline scripts).
  await renderOnce(path);
  const html = await renderOnce(path);
  if (html.includes("<script")) throw new Error(`prerendering ${path} left an inline script: some content still suspends`);
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App queryClient={createSignedOutQueryClient()} />
      </Router>
    </StrictMode>,
    // A component that throws would leave its part of the page to the client; the build stops instead.
    {
      onError: (error) => void errors.push(error),
      // Never move a large Suspense boundary's content out to be swapped in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  return new Response(prelude).text();
}
