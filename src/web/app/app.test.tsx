// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedIn, signedOut } from "../test/mock-fetch.ts";
import { renderApp } from "../test/render-app.tsx";

describe("route sets", () => {
  it("shows Loading... while the sign-in state loads", async () => {
    mockFetch({ "GET /api/auth/user": () => new Promise(() => {}) });
    renderApp("/");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
  });

  it("shows the landing page to signed-out visitors, also on unknown paths", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Find out if your business idea is worth building" })).toBeInTheDocument();
    // The header's link and the phone menu's (a closed <details>, which jsdom does not hide) both sign in.
    const signIns = screen.getAllByRole("link", { name: "Sign in" });
    expect(signIns.length).toBeGreaterThan(0);
    for (const link of signIns) expect(link).toHaveAttribute("href", "/api/login");
  });

  it("shows public pages by path", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/terms");
    expect(await screen.findByRole("heading", { name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
  });

  it("greets a signed-in user on / with the New Idea screen", async () => {
    mockFetch({ "GET /api/auth/user": signedIn });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Hi Ada, what's your business idea?" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "New Idea" })).toBeInTheDocument();
    expect(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeInTheDocument();
    expect(document.title).toBe("New Idea | Greenlight");
  });

  it("shows the 404 page on an unknown signed-in path", async () => {
    mockFetch({ "GET /api/auth/user": signedIn });
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });
});
