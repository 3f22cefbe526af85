import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { accountExportSchema } from "../../src/shared/contracts/account.ts";
import { submitIdea } from "./journey-ideas.ts";
import { seriousViolations, signIn, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

const EMAIL = "sam.settings@example.com";

describe("settings and the founder's account", () => {
  // Slow stages so a validation is still running while Delete All Ideas is tried.
  const journey = useJourney({ start: () => startJourneyApp({ stageDelayMs: 2500 }), signIn: { email: EMAIL, name: "Sam Settings" } });
  it("saves the profile, dark mode and language, keeps them after a reload, and holds the email switches off without a mail server", async () => {
    const { page } = journey;
    await page.goto("/settings");
    await page.getByRole("heading", { name: "Profile Information" }).waitFor();
    const firstName = page.getByLabel("First Name");
    expect(await firstName.inputValue()).toBe("Sam");
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(EMAIL);
    expect(await page.getByRole("textbox", { name: "Email" }).getAttribute("readonly")).not.toBeNull();

    await firstName.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("First name is required").waitFor();

    await firstName.fill("Samantha");
    await page.getByLabel("Last Name").fill("Sato");
    await page.getByLabel("Company").fill("Kiln & Co");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile saved", { exact: true }).waitFor();

    // This app has no SMTP_URL: nothing can be mailed, so both email switches are off, disabled and say why.
    for (const name of ["Email Notifications", "Weekly Reports"]) {
      expect(await page.getByRole("switch", { name }).getAttribute("aria-checked")).toBe("false");
      expect(await page.getByRole("switch", { name }).isDisabled()).toBe(true);
    }
    await page.getByText(/has no mail server set up, so Greenlight cannot send you email/).first().waitFor();
    const dark = page.getByRole("switch", { name: "Dark Mode" });
    if ((await dark.getAttribute("aria-checked")) === "true") await dark.click();
    await dark.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "German" }).click();
    await page.getByText(/English is the only translation available today/).waitFor();
    await expect.poll(async () => (await (await page.request.get("/api/settings")).json()).appearance).toEqual({ theme: "dark", language: "de" });

    await page.reload();
    await page.getByRole("heading", { name: "Profile Information" }).waitFor();
    expect(await page.getByLabel("First Name").inputValue()).toBe("Samantha");
    expect(await page.getByLabel("Last Name").inputValue()).toBe("Sato");
    expect(await page.getByLabel("Company").inputValue()).toBe("Kiln & Co");
    expect(await page.getByRole("switch", { name: "Weekly Reports" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Email Notifications" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Dark Mode" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("combobox", { name: "Language" }).textContent()).toContain("German");
    // The saved name is the display name everywhere.
    expect((await (await page.request.get("/api/auth/user")).json()).name).toBe("Samantha Sato");

    const version = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")).version as string;
    expect(await page.getByTestId("app-version").textContent()).toBe(version);
    await page.getByText(/This installation uses local sign-in, which has no password/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("blocks Delete All Ideas while a validation runs, then deletes them with a toast", async () => {
    const { page } = journey;
    await submitIdea(page, { description: "A marketplace where retired machinists teach weekend lathe classes to hobbyists." });
    await page.goto("/settings");
    const deleteAll = page.getByRole("button", { name: "Delete All Ideas" });
    await page.getByText("You have 1 active validation(s). Please wait for them to complete before deleting all ideas.").waitFor();
    expect(await deleteAll.isDisabled()).toBe(true);

    // The idea list refetches every 5 s while the validation runs; the button frees itself when it ends.
    await expect.poll(() => deleteAll.isEnabled(), { timeout: 90_000, interval: 500 }).toBe(true);
    await deleteAll.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("All 1 of your ideas and their reports will be deleted for good.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Delete All Ideas" }).click();
    await page.getByText("All ideas deleted", { exact: true }).waitFor();
    await page.getByText("Successfully deleted 1 idea(s).", { exact: true }).waitFor();
    expect(await (await page.request.get("/api/ideas")).json()).toEqual([]);
  });

  it("downloads every idea and report as a JSON file that parses", async () => {
    const { page } = journey;
    await submitIdea(page, { description: "A tool that turns supermarket receipts into weekly meal plans for busy parents." });
    await expect.poll(async () => (await (await page.request.get("/api/ideas")).json())[0]?.status, { timeout: 90_000, interval: 1000 }).toBe("completed");
    await page.goto("/settings");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^greenlight-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = accountExportSchema.parse(JSON.parse(await readFile((await download.path()) ?? "", "utf8")));
    expect(exported.user.email).toBe(EMAIL);
    expect(exported.ideas).toHaveLength(1);
    expect(exported.ideas[0]?.report?.opportunityScore.value).toBeGreaterThanOrEqual(0);
    expect(exported.settings.profile).toMatchObject({ firstName: "Samantha", company: "Kiln & Co" });
    await page.getByText("Export downloaded", { exact: true }).waitFor();
  });

  it("deletes the account after the typed confirmation, signs out, and a new sign-in starts empty", async () => {
    const { page, problems } = journey;
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.click();

    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Find out if your business idea is worth building" }).waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await signIn(page, { email: EMAIL, name: "Sam Again" });
    await page.goto("/library");
    await page.getByText("No ideas found").waitFor();
    await page.goto("/settings");
    expect(await page.getByLabel("First Name").inputValue()).toBe("Sam");
    expect(await page.getByLabel("Company").inputValue()).toBe("");
    expect(unexpectedProblems(problems, [/status of 409/])).toEqual([]);
  });
});
