import { render } from "@testing-library/react";
import { App } from "../app/app.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders the whole client at `path`, with a fresh data cache, as the browser would load it. */
export function renderApp(path = "/") {
  window.history.pushState(null, "", path);
  const queryClient = createQueryClient();
  return { queryClient, ...render(<App queryClient={queryClient} />) };
}
