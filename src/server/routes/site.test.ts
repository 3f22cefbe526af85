import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { siteInfoSchema } from "../../shared/contracts/site.ts";
import { loadConfig } from "../../config/index.ts";
import { registerSiteRoute } from "./site.ts";

async function getSite(env: Record<string, string>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSiteRoute(app, { config: loadConfig({ env: { NODE_ENV: "test", ...env }, argv: [] }) });
  const response = await app.inject({ method: "GET", url: "/api/site" });
  await app.close();
  return response;
}

describe("GET /api/site", () => {
  it("answers the configured contact addresses and the sign-in kind", async () => {
    const response = await getSite({
      SUPPORT_EMAIL: "help@example.org",
      PRIVACY_EMAIL: "privacy@example.org",
      DATA_PROTECTION_EMAIL: "dpo@example.org",
      OIDC_ISSUER_URL: "https://id.example.org",
      OIDC_CLIENT_ID: "greenlight",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(siteInfoSchema.parse(response.json())).toEqual({
      supportEmail: "help@example.org",
      privacyEmail: "privacy@example.org",
      dataProtectionEmail: "dpo@example.org",
      signIn: "oidc",
      mail: false,
    });
  });

  it("falls back to the support address, so one variable serves every purpose", async () => {
    expect((await getSite({ SUPPORT_EMAIL: "me@example.org" })).json()).toEqual({
      supportEmail: "me@example.org",
      privacyEmail: "me@example.org",
      dataProtectionEmail: "me@example.org",
      signIn: "local",
      mail: false,
    });
    expect((await getSite({ PRIVACY_EMAIL: "privacy@example.org" })).json()).toMatchObject({
      supportEmail: "support@greenlight.example",
      privacyEmail: "privacy@example.org",
      dataProtectionEmail: "privacy@example.org",
    });
  });

  it("refuses an address that is not one, naming the variable", () => {
    expect(() => loadConfig({ env: { PRIVACY_EMAIL: "not-an-address" }, argv: [] })).toThrow(/PRIVACY_EMAIL/);
    expect(() => loadConfig({ env: { DATA_PROTECTION_EMAIL: "x@" }, argv: [] })).toThrow(/DATA_PROTECTION_EMAIL/);
  });

  it("says whether waitlist reports are emailed, which the landing dialog's promise depends on", async () => {
    expect((await getSite({ SMTP_URL: "smtp://mail.example.org:587" })).json()).toMatchObject({ mail: true });
    expect((await getSite({})).json()).toMatchObject({ mail: false });
  });
});
