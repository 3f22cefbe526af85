import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: string;
let bob: string;

const patch = (cookie: string, payload: unknown) => t.app.inject({ method: "PATCH", url: "/api/settings", headers: { cookie }, payload: payload as object });
const read = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/settings", headers: { cookie } })).json();

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("alice@example.com", "Alice Mary Founder");
  bob = await t.signIn("bob@example.com", "Bob");
}, 60_000);
afterAll(async () => t?.close(), 30_000);

describe("GET /api/settings", () => {
  it("starts from the sign-in name, SPEC's defaults and the sign-in kind", async () => {
    expect(await read(alice)).toEqual({
      profile: { firstName: "Alice", lastName: "Mary Founder", company: "", email: "alice@example.com" },
      notifications: { emailNotifications: true, weeklyReports: true },
      appearance: { theme: "system", language: "en" },
      account: { signIn: "local", accountUrl: null },
    });
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/settings" })).statusCode).toBe(401);
    expect((await patch("", { notifications: { weeklyReports: false } })).statusCode).toBe(401);
  });
});

describe("PATCH /api/settings", () => {
  it("saves the profile, trimmed, and makes it the display name", async () => {
    const response = await patch(alice, { profile: { firstName: "  Alicia ", lastName: "O'Neil-Smith", company: "Acme Labs" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({ firstName: "Alicia", lastName: "O'Neil-Smith", company: "Acme Labs", email: "alice@example.com" });
    expect((await read(alice)).profile.firstName).toBe("Alicia");
    const user = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: alice } });
    expect(user.json().name).toBe("Alicia O'Neil-Smith");
  });

  it.each([
    [{ profile: { firstName: "", lastName: "X", company: "" } }, "First name is required"],
    [{ profile: { firstName: "A".repeat(51), lastName: "", company: "" } }, "50 characters"],
    [{ profile: { firstName: "<script>", lastName: "", company: "" } }, "only letters"],
    [{ profile: { firstName: "Al", lastName: "", company: "x".repeat(101) } }, "100 characters"],
    [{ profile: { firstName: "Al", lastName: "", company: "", email: "new@example.com" } }, "email"],
    [{ appearance: { language: "it" } }, "language"],
    [{ appearance: { theme: "sepia" } }, "theme"],
    [{ notifications: { emailNotifications: "yes" } }, "emailNotifications"],
    [{}, "at least one"],
  ])("refuses %j with a 400 mentioning %s, and changes nothing", async (payload, message) => {
    const before = await read(alice);
    const response = await patch(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_request");
    expect(response.json().error).toContain(message);
    expect(await read(alice)).toEqual(before);
  });

  it("saves notification toggles, theme and language one by one, keeping the rest", async () => {
    await patch(alice, { notifications: { weeklyReports: false } });
    await patch(alice, { appearance: { theme: "dark" } });
    const response = await patch(alice, { appearance: { language: "de" } });
    expect(response.json()).toMatchObject({
      profile: { firstName: "Alicia", company: "Acme Labs" },
      notifications: { emailNotifications: true, weeklyReports: false },
      appearance: { theme: "dark", language: "de" },
    });
  });

  it("keeps each founder's settings their own", async () => {
    expect(await read(bob)).toMatchObject({ profile: { firstName: "Bob", lastName: "" }, appearance: { theme: "system" } });
  });
});

describe("Application information and the password link", () => {
  it("answers the real version from package.json", async () => {
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    const response = await t.app.inject({ method: "GET", url: "/api/app-info" });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(manifest.version);
    expect(Number.isNaN(Date.parse(response.json().lastUpdated))).toBe(false);
  });

  it("reads the provider's account page from OIDC_ACCOUNT_URL, http(s) only", () => {
    const oidc = { OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_ID: "greenlight" };
    expect(loadConfig({ env: { ...oidc, OIDC_ACCOUNT_URL: "https://id.example.com/account" }, argv: [] }).oidc?.accountUrl).toBe("https://id.example.com/account");
    expect(loadConfig({ env: oidc, argv: [] }).oidc?.accountUrl).toBeNull();
    expect(() => loadConfig({ env: { ...oidc, OIDC_ACCOUNT_URL: "javascript:alert(1)" }, argv: [] })).toThrow(/OIDC_ACCOUNT_URL/);
  });
});
