import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app.tsx";
import { startTheme } from "./lib/theme.ts";
import { createSignedOutQueryClient } from "./signed-out-client.ts";
import "./styles.css";

startTheme();
// A prerendered page carries the CSS it needs inline and its full stylesheet as media="print", so
// the stylesheet does not hold up the first paint; from here on every screen may need all of it.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")) link.media = "all";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain a #root element");

// The server marks pages it sends to a browser without a session cookie: that visitor is signed
// out, and a prerendered public page is hydrated rather than drawn again.
const signedOut = container.dataset.session === "none";
// The same tree as main-prerender.tsx (which gives the outer Router the page's path), so ids and
// markup line up during hydration.
const app = (
  <StrictMode>
    <Router>
      <App queryClient={signedOut ? createSignedOutQueryClient() : undefined} />
    </Router>
  </StrictMode>
);

if (container.dataset.prerendered === "true") hydrateRoot(container, app);
else createRoot(container).render(app);
