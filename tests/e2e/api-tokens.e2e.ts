import { describe, expect, it } from "vitest";
import { runGreenlight } from "../helpers/run-greenlight.ts";
import { seriousViolations, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

describe("API tokens, from Settings to the command line", () => {
  const journey = useJourney({ start: () => startJourneyApp(), signIn: { email: "tia.tokens@example.com", name: "Tia Tokens" } });

  it("creates a token shown once, uses it from the CLI, sees it used, revokes it, and the CLI is refused", async () => {
    const { page, app } = journey;
    await page.goto("/settings");
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await page.getByText("No API tokens yet.").waitFor();

    await page.getByLabel("Token name").fill("Laptop CLI");
    await page.getByRole("combobox", { name: "Scope" }).click();
    await page.getByRole("option", { name: "Read and validate" }).click();
    await page.getByRole("button", { name: "Create token" }).click();
    await page.getByText("Copy it now: it will not be shown again.").waitFor();
    const secret = await page.getByRole("textbox", { name: "New token" }).inputValue();
    expect(secret).toMatch(/^gl_[A-Za-z0-9_-]{43}$/);
    const row = page.getByRole("row", { name: /Laptop CLI/ });
    await expect.poll(() => row.textContent()).toMatch(/Read and validate.*Never/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Done" }).click();
    await page.reload();
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret.slice(3));

    const ideas = await runGreenlight({ url: app.url, token: secret, args: ["ideas"] });
    expect(ideas).toMatchObject({ code: 0, stdout: "No ideas yet.\n" });

    await page.reload();
    await row.waitFor();
    await expect.poll(async () => (await row.getByRole("cell").nth(2).textContent()) ?? "").not.toBe("Never");
    await page.getByText("Recent token activity").click();
    await page.getByText(/Laptop CLI: GET \/api\/ideas \(200\), 1 request, last /).waitFor();

    await page.getByRole("button", { name: "Revoke Laptop CLI" }).click();
    await page.getByRole("button", { name: "Revoke token" }).click();
    await page.getByText("“Laptop CLI” no longer works.", { exact: true }).waitFor();
    await page.getByText("No API tokens yet.").waitFor();

    const refused = await runGreenlight({ url: app.url, token: secret, args: ["ideas"] });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/revoked, has expired or never existed/);
    expect(unexpectedProblems(journey.problems, [/status of 401/])).toEqual([]);
  }, 120_000);
});
