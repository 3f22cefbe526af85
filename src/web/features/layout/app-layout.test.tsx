// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn, signedInUser } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { useNavigation } from "../navigation/index.ts";
import { SIDEBAR_COLLAPSED_KEY } from "./sidebar-storage.ts";
import { useSidebar } from "./sidebar-context.tsx";
import { MENU_ACTION_DELAY_MS } from "./use-menu-action.ts";


function signedInWith(ideas = [makeIdea()]) {
  return mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => jsonResponse(ideas) });
}

async function openApp(path = "/input") {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const sidebar = () => screen.getByRole("complementary", { name: "Sidebar" });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("sidebar", () => {
  it("shows the brand, Main and Validation sections, Settings and the user", async () => {
    signedInWith();
    await openApp("/input");
    const aside = sidebar();
    expect(within(aside).getByText("Greenlight")).toBeInTheDocument();
    const main = within(aside).getByRole("group", { name: "Main" });
    expect(within(main).getByRole("link", { name: "New Idea" })).toHaveAttribute("href", "/input");
    expect(within(main).getByRole("link", { name: "New Idea" })).toHaveAttribute("aria-current", "page");
    expect(within(main).getByRole("link", { name: "Idea Library" })).toHaveAttribute("href", "/library");
    expect(within(within(aside).getByRole("group", { name: "Validation" })).getByRole("link", { name: "Reports" })).toHaveAttribute("href", "/reports");
    expect(within(aside).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(within(aside).queryByRole("group", { name: "Status" })).not.toBeInTheDocument();
    expect(within(aside).getByRole("button", { name: "Account menu for Ada Lovelace" })).toHaveTextContent("@ada");
  });

  it("shows Active Validations with its count only while ideas run", async () => {
    const running = [makeIdea({ status: "validating" }), makeIdea({ status: "pending" }), makeIdea({ status: "completed" })];
    signedInWith(running);
    await openApp("/input");
    const status = await within(sidebar()).findByRole("group", { name: "Status" });
    const entry = within(status).getByRole("link", { name: "Active Validations (2)" });
    expect(entry).toHaveAttribute("href", "/library");
  });

  it("collapses to icons, remembers it in browser storage and restores it", async () => {
    signedInWith();
    const { unmount } = await openApp("/input");
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    expect(sidebar()).toHaveClass("w-60");
    await userEvent.click(within(sidebar()).getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(sidebar()).toHaveClass("w-16");
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("true");
    // Collapsed, links keep their names for assistive tech.
    expect(within(sidebar()).getByRole("link", { name: "Idea Library" })).toBeInTheDocument();
    unmount();

    await openApp("/input");
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    await userEvent.click(within(sidebar()).getByRole("button", { name: "Expand sidebar" }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("false");
  });

  it("logs and ignores browser storage failures", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    signedInWith();
    await openApp("/input");
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    await userEvent.click(within(sidebar()).getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(warn).toHaveBeenCalledWith("Could not read the sidebar setting", expect.any(Error));
    expect(warn).toHaveBeenCalledWith("Could not save the sidebar setting", expect.any(Error));
  });
});

describe("user menu", () => {
  it("shows the display name, secondary line and initials, then acts 150 ms after closing", async () => {
    expect(MENU_ACTION_DELAY_MS).toBe(150);
    signedInWith();
    await openApp("/input");
    await userEvent.click(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" }));
    const menu = await screen.findByRole("dialog", { name: "Ada Lovelace" });
    expect(within(menu).getByText("@ada")).toBeInTheDocument();
    // The person's name comes before the username: Ada Lovelace is "AL".
    expect(within(menu).getByTestId("avatar-initials")).toHaveTextContent("AL");

    const started = performance.now();
    await userEvent.click(within(menu).getByRole("button", { name: "Settings" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(window.location.pathname).toBe("/settings"));
    expect(performance.now() - started).toBeGreaterThanOrEqual(MENU_ACTION_DELAY_MS - 5);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("opens Help at /help", async () => {
    signedInWith();
    await openApp("/input");
    await userEvent.click(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Help" }));
    await waitFor(() => expect(window.location.pathname).toBe("/help"));
    expect(await screen.findByRole("heading", { name: "Getting Started" })).toBeInTheDocument();
  });

  it("applies and remembers the theme: dark, light, and system following the OS", async () => {
    let systemDark = true;
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("dark") ? systemDark : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    signedInWith();
    await openApp("/input");
    const choose = async (label: string) => {
      await userEvent.click(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" }));
      await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: label }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    };
    await choose("Dark");
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem("greenlight.theme")).toBe("dark");

    await choose("Light");
    await waitFor(() => expect(document.documentElement).not.toHaveClass("dark"));
    expect(localStorage.getItem("greenlight.theme")).toBe("light");

    await choose("System");
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem("greenlight.theme")).toBe("system");
    systemDark = false;
    await userEvent.click(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" }));
    expect(within(await screen.findByRole("dialog")).getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  });

  it("falls back to initials when the avatar image cannot load", async () => {
    mockFetch({
      "GET /api/auth/user": () => jsonResponse({ ...signedInUser, name: "Grace Hopper", username: "grace", avatarUrl: "https://example.com/missing.png" }),
      "GET /api/ideas": () => jsonResponse([]),
    });
    await openApp("/input");
    expect(within(sidebar()).getByTestId("avatar-initials")).toHaveTextContent("GH");
  });
});

describe("mobile header", () => {
  it("opens a menu with the navigation, help, theme and log out", async () => {
    signedInWith();
    await openApp("/library");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Ada Lovelace" });
    expect(within(menu).getByRole("link", { name: "New Idea" })).toHaveAttribute("href", "/input");
    expect(within(menu).getByRole("link", { name: "Idea Library" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("button", { name: "Help" })).toBeInTheDocument();
    expect(within(within(menu).getByRole("group", { name: "Theme" })).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Light",
      "Dark",
      "System",
    ]);
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeEnabled();

    await userEvent.click(within(menu).getByRole("link", { name: "New Idea" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.pathname).toBe("/input");
  });
});

describe("navigation", () => {
  it("goes back through the history, and to the library when there is none", async () => {
    signedInWith();
    await openApp("/input");
    await userEvent.click(within(sidebar()).getByRole("link", { name: "Idea Library" }));
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });
    act(() => window.history.pushState(null, "", "/nowhere"));
    fireEvent(window, new PopStateEvent("popstate"));
    await userEvent.click(await screen.findByRole("button", { name: "Go back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/library"));
  });

  it("goes to the library from a first page with no history", async () => {
    signedInWith();
    await openApp("/nowhere");
    await userEvent.click(await screen.findByRole("button", { name: "Go back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/library"));
  });

  it("treats navigation or sidebar state outside their providers as a developer error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function UsesNavigation() {
      useNavigation();
      return null;
    }
    function UsesSidebar() {
      useSidebar();
      return null;
    }
    expect(() => render(<UsesNavigation />)).toThrow("useNavigation must be used within a NavigationProvider");
    expect(() => render(<UsesSidebar />)).toThrow("useSidebar must be used within a SidebarProvider");
  });
});
