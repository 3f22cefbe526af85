// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Settings } from "../../../shared/contracts/settings.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { jsonResponse, mockFetch } from "../../test/mock-fetch.ts";
import { SettingsPage } from "./settings-page.tsx";

const SETTINGS: Settings = {
  profile: { firstName: "Ada", lastName: "Lovelace", company: "", email: "ada@example.com" },
  notifications: { emailNotifications: true, weeklyReports: true },
  appearance: { theme: "system", language: "en" },
  account: { signIn: "local", accountUrl: null },
};

const idea = (status: string) => ({
  id: "00000000-0000-4000-8000-0000000000a1", title: "Kiln booking", description: "d", country: "US", validationMode: "deep", status,
  currentStage: null, recommendation: null, overallScore: null, targetMarket: null, error: null, createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-01T00:00:00Z", completedAt: null, reviewedAt: null, report: null,
});

function renderSettings({ settings = SETTINGS, ideas = [idea("completed")] }: { settings?: Settings; ideas?: unknown[] } = {}) {
  const fake = mockFetch({
    "GET /api/settings": () => jsonResponse(settings),
    "PATCH /api/settings": (request) => {
      const body = request.body as { profile?: Settings["profile"] };
      return jsonResponse({ ...settings, profile: { ...settings.profile, ...body.profile } });
    },
    "GET /api/app-info": () => jsonResponse({ version: "1.2.3", lastUpdated: "2025-03-04T00:00:00Z" }),
    "GET /api/ideas": () => jsonResponse(ideas),
  });
  render(<QueryClientProvider client={createQueryClient()}><SettingsPage /></QueryClientProvider>);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe("Settings", () => {
  it("keeps SPEC's sections and shows the real version", async () => {
    renderSettings();
    for (const name of ["Profile Information", "Notifications", "Appearance", "Privacy & Security", "Data Management", "Application Information"]) {
      await screen.findByRole("heading", { name });
    }
    expect(await screen.findByText("1.2.3")).toBeTruthy();
    expect(screen.getByText("March 2025")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/local sign-in, which has no password/)).toBeTruthy();
  });

  it("checks the profile before saving and sends only valid values", async () => {
    const { requests } = renderSettings();
    const firstName = await screen.findByLabelText("First Name");
    fireEvent.change(firstName, { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);

    fireEvent.change(firstName, { target: { value: " Augusta " } });
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "Analytical Engines" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
      profile: { firstName: "Augusta", lastName: "Lovelace", company: "Analytical Engines" },
    }));
  });

  it("blocks Delete All Ideas while a validation is active, with SPEC's warning", async () => {
    renderSettings({ ideas: [idea("validating"), idea("completed")] });
    expect(await screen.findByText("You have 1 active validation(s). Please wait for them to complete before deleting all ideas.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Delete All Ideas" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("links to the provider's account page for the password with OIDC", async () => {
    renderSettings({ settings: { ...SETTINGS, account: { signIn: "oidc", accountUrl: "https://id.example.com/account" } } });
    const link = await screen.findByRole("link", { name: /Change password at your provider/ });
    expect(link.getAttribute("href")).toBe("https://id.example.com/account");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText(/Your email comes from your sign-in provider/)).toBeTruthy();
  });

  it("never links a provider page that is not http(s)", async () => {
    renderSettings({ settings: { ...SETTINGS, account: { signIn: "oidc", accountUrl: "javascript:alert(1)" } } });
    await screen.findByText(/Your password is managed by your sign-in provider/);
    expect(screen.queryByRole("link", { name: /Change password/ })).toBeNull();
  });
});
