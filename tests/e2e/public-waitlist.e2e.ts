import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_ENV, startJourneyApp, unexpectedProblems, useJourney } from "./journey.ts";

// The waitlist's promises as a visitor meets them: the idea typed on the landing page is
// validated, the report email arrives (a real SMTP server in this process), and signing in with
// that email finds the report; "Sign in to validate now" carries the idea to a prefilled /input.

const IDEA = "A booking app for mobile bike mechanics who lose jobs to missed calls while they work on a bike.";
const SPEC_HELPER = "No spam. Your report will be sent to your inbox in minutes.";

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8").replace(/=\r?\n/g, "").replaceAll("=3D", "="));
      callback();
    });
  },
});
let smtpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function waitFor<T>(read: () => T | null | undefined | false, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the landing page's waitlist, with mail configured", () => {
  const journey = useJourney({
    start: () => startJourneyApp({ env: { ...CONTACT_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_SECONDS: "1" } }),
  });

  const dialog = () => journey.page.getByRole("dialog");

  async function sendIdea(email: string) {
    const { page } = journey;
    await page.goto("/");
    await page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).click();
    await dialog().getByRole("textbox", { name: "Your business idea" }).fill(IDEA);
    await dialog().getByRole("button", { name: "Continue" }).click();
    await dialog().getByText(SPEC_HELPER, { exact: true }).waitFor();
    await dialog().getByRole("textbox", { name: "Email" }).fill(email);
    await dialog().getByRole("button", { name: "Get My Report" }).click();
    await dialog().getByRole("heading", { name: "You're on the list!" }).waitFor();
  }

  it("emails the report to the visitor, and signing in with that email finds it in the library", async () => {
    await sendIdea("rider@example.org");
    await dialog().getByText("We'll write to").waitFor();

    const mail = await waitFor(() => received.find((raw) => raw.includes("rider@example.org")), "the report email");
    expect(mail).toMatch(/Verdict: /);
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    const link = /(http:\/\/\S+\/api\/login\?returnTo=%2Freport%2F[0-9a-f-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();

    // Later, in another browser: the email's link asks for sign-in, then opens the report.
    const later = await journey.openPage();
    await later.page.goto(new URL(link ?? "", journey.app.url).pathname + new URL(link ?? "", journey.app.url).search);
    await later.page.locator('input[name="email"]').fill("rider@example.org");
    await later.page.locator('input[name="name"]').fill("Rider");
    await later.page.getByRole("button", { name: "Sign in" }).click();
    await later.page.waitForURL((url) => url.pathname.startsWith("/report/"));
    await later.page.getByRole("heading", { level: 1, name: "Validation Report" }).waitFor();

    await later.page.goto("/library");
    await later.page.getByRole("main").getByText(/booking app for mobile bike mechanics/i).first().waitFor();
    expect(unexpectedProblems(journey.problems)).toEqual([]);
    await later.context.close();
  });

  it("Sign in to follow it now takes the visitor, once signed in with that email, to the idea they sent", async () => {
    const { page } = journey;
    const answered = page.waitForResponse("**/api/validations/waitlist");
    await sendIdea("mechanic@example.org");
    const { ideaId } = (await (await answered).json()) as { ideaId: string };
    await dialog().getByRole("link", { name: "Sign in to follow it now" }).click();
    await page.locator('input[name="email"]').fill("mechanic@example.org");
    await page.locator('input[name="name"]').fill("Mechanic");
    await page.getByRole("button", { name: "Sign in" }).click();
    // Its progress while it runs, then its report: the idea is the visitor's now, not a blank New Idea.
    await page.waitForURL((url) => url.pathname === `/report/${ideaId}`, { timeout: 90_000 });
    expect(await page.getByRole("heading", { level: 1, name: "New Idea" }).count()).toBe(0);
  }, 150_000);
});
