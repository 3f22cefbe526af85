// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Settings } from "../../../src/shared/contracts/settings.ts";
import { createQueryClient } from "../../../src/web/lib/query-client.ts";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { NO_MAIL_SERVER, NotificationsSection } from "../../../src/web/features/settings/preferences-sections.tsx";

const SETTINGS: Settings = {
  profile: { firstName: "Ada", lastName: "Lovelace", company: "", email: "ada@example.com" },
  notifications: { emailNotifications: true, weeklyReports: true },
  appearance: { theme: "system", language: "en" },
  account: { signIn: "local", accountUrl: null },
};
const SITE = { supportEmail: "help@x.test", privacyEmail: "p@x.test", dataProtectionEmail: "d@x.test", signIn: "local" };

function renderSection(mail: boolean) {
  mockFetch({ "GET /api/site": () => jsonResponse({ ...SITE, mail }) });
  render(<QueryClientProvider client={createQueryClient()}><NotificationsSection settings={SETTINGS} /></QueryClientProvider>);
}

describe("the Notifications section", () => {
  it("turns both email switches off and disabled, saying why, when no mail server is set", async () => {
    renderSection(false);
    await screen.findByText(NO_MAIL_SERVER);
    for (const name of ["Email Notifications", "Weekly Reports"]) {
      const toggle = screen.getByRole("switch", { name });
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAttribute("aria-checked", "false");
    }
  });

  it("keeps the saved choices and lets them change when mail is set up", async () => {
    renderSection(true);
    await waitFor(() => expect(screen.getByText(/Greenlight does not send these emails yet/)).toBeInTheDocument());
    const toggle = screen.getByRole("switch", { name: "Email Notifications" });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });
});
