// @vitest-environment jsdom
import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { afterEach, describe, expect, it } from "vitest";
import { IdeaDialogProvider } from "../idea-dialog/idea-dialog-context.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

/** The menu as the public pages hold it, in the router `main-prerender.tsx` and `main.tsx` give it. */
const inPage = (router: (children: ReactNode) => ReactNode) => router(<IdeaDialogProvider><MobileMenu activeSection={null} /></IdeaDialogProvider>);

describe("the phone menu", () => {
  it("stays open when the page hydrates after a visitor opened it, and closes when the location changes", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(inPage((children) => <Router ssrPath="/">{children}</Router>));
    document.body.append(container);
    const details = container.querySelector("details")!;
    // The visitor opens the prerendered menu before the script runs.
    details.open = true;

    const root = await act(async () => hydrateRoot(container, inPage((children) => <Router>{children}</Router>)));
    expect(container.querySelector("details")).toBe(details);
    expect(details.open).toBe(true);

    await act(async () => navigate("/about"));
    expect(details.open).toBe(false);
    root.unmount();
  });
});
