import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index.ts";

const load = (env: Record<string, string>) => loadConfig({ env: { NODE_ENV: "test", ...env }, argv: [] });

describe("the mail section", () => {
  it("is off without SMTP_URL, so waitlist reports wait in the library", () => {
    expect(load({}).mail).toBeNull();
  });

  it("reads the server, the sender (support address by default) and the retry settings", () => {
    expect(load({ SMTP_URL: "smtps://user:pass@mail.example.org:465", SUPPORT_EMAIL: "help@example.org" }).mail).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.org:465",
      from: "Greenlight <help@example.org>",
      maxAttempts: 6,
      retryBaseMs: 60_000,
      pollMs: 10_000,
    });
    expect(load({ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "Reports <r@example.org>", MAIL_MAX_ATTEMPTS: "2" }).mail)
      .toMatchObject({ from: "Reports <r@example.org>", maxAttempts: 2 });
  });

  it("stops start-up naming SMTP_URL when it is not an SMTP URL", () => {
    expect(() => load({ SMTP_URL: "https://mail.example.org" })).toThrow(ConfigError);
    expect(() => load({ SMTP_URL: "https://mail.example.org" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
});
