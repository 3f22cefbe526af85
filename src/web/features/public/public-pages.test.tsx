// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "../../../shared/display/format-date.ts";
import { jsonResponse, mockFetch, signedOut } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const SITE = {
  supportEmail: "help@example.org",
  privacyEmail: "privacy@example.org",
  dataProtectionEmail: "dpo@example.org",
  signIn: "local",
  mail: false,
};

beforeEach(() => {
  mockFetch({ "GET /api/auth/user": signedOut, "GET /api/site": () => jsonResponse(SITE) });
});

describe("public pages", () => {
  it.each([
    ["/about", "About Greenlight"],
    ["/contact", "Contact Us"],
    ["/features", "Features"],
    ["/pricing", "Pricing"],
    ["/faq", "Frequently Asked Questions"],
    ["/help", "Help Center"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/data-protection", "Data Protection"],
    ["/disclaimer", "Disclaimer"],
  ])("%s shows its heading and names the tab after it", async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Greenlight`));
  });

  it.each(["/terms", "/privacy", "/data-protection", "/disclaimer"])("%s is last updated today", async (path) => {
    renderApp(path);
    expect(await screen.findByText(`Last updated: ${formatDate(new Date())}`)).toBeInTheDocument();
  });

  it("shows the configured addresses as mail links", async () => {
    renderApp("/contact");
    expect(await screen.findByRole("link", { name: "help@example.org" })).toHaveAttribute("href", "mailto:help@example.org");
    expect(screen.getByRole("link", { name: "privacy@example.org" })).toHaveAttribute("href", "mailto:privacy@example.org");
    expect(screen.getByRole("link", { name: "dpo@example.org" })).toHaveAttribute("href", "mailto:dpo@example.org");
  });

  it("describes the sign-in data this installation really collects", async () => {
    renderApp("/privacy");
    await waitFor(() => {
      expect(screen.getByText(/the email address and name you enter/)).toBeInTheDocument();
      expect(screen.queryByText(/OpenID Connect/)).not.toBeInTheDocument();
    });
  });

  it("the FAQ opens one answer at a time: the first at first, and clicking the open one closes it", async () => {
    renderApp("/faq");
    await screen.findByRole("heading", { level: 1, name: "Frequently Asked Questions" });
    const triggers = screen.getAllByRole("button").filter((button) => button.hasAttribute("aria-expanded") && button.closest("h2"));
    expect(triggers).toHaveLength(6);
    const expanded = () => triggers.map((trigger) => trigger.getAttribute("aria-expanded") === "true");
    expect(expanded()).toEqual([true, false, false, false, false, false]);
    fireEvent.click(triggers[2]!);
    expect(expanded()).toEqual([false, false, true, false, false, false]);
    fireEvent.click(triggers[2]!);
    expect(expanded()).toEqual([false, false, false, false, false, false]);
  });

  it("the logo falls back to a two-letter badge when its image fails", async () => {
    renderApp("/");
    const banner = await screen.findByRole("banner");
    const home = within(banner).getByRole("link", { name: "Greenlight" });
    fireEvent.error(home.querySelector("img")!);
    expect(within(home).getByText("GL")).toBeInTheDocument();
    expect(home.querySelector("img")).toBeNull();
  });

  it("the footer links to every public page and carries the disclaimer and copyright", async () => {
    renderApp("/");
    const footer = await screen.findByRole("contentinfo");
    const hrefs = within(footer).getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/about", "/contact", "/features", "/pricing", "/faq", "/help", "/terms", "/privacy", "/data-protection", "/disclaimer"]);
    expect(within(footer).getByText("Results are illustrative and will vary. They are not financial, legal or business advice.")).toBeInTheDocument();
    expect(within(footer).getByText(/© 2025 Greenlight/)).toBeInTheDocument();
  });
});
