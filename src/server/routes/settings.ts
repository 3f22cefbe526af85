import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { hashSessionId } from "../../db/queries/sessions.ts";
import { readSettings, updateSettings } from "../../db/queries/settings.ts";
import type { StoredSettings } from "../../db/queries/settings.ts";
import type { UserRow } from "../../db/queries/users.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { appInfoSchema, settingsSchema, updateSettingsSchema } from "../../shared/contracts/settings.ts";
import type { AppInfo, Settings } from "../../shared/contracts/settings.ts";
import type { Config } from "../../config/index.ts";
import { requireUser, SESSION_COOKIE } from "../plugins/auth.ts";
import type { SessionSettings } from "../plugins/auth.ts";

const PACKAGE_JSON = fileURLToPath(new URL("../../../package.json", import.meta.url));

/**
 * The running release: package.json's version, and when this installation last changed it (a
 * checkout, an upgrade), which is what "last updated" means to someone running it.
 */
export function readAppInfo(): AppInfo {
  const manifest = JSON.parse(readFileSync(PACKAGE_JSON, "utf8")) as { version?: unknown };
  let lastUpdated: string | null;
  try {
    lastUpdated = statSync(PACKAGE_JSON).mtime.toISOString();
  } catch {
    lastUpdated = null;
  }
  return { version: typeof manifest.version === "string" ? manifest.version : "unknown", lastUpdated };
}

export function toSettingsSections(stored: StoredSettings, user: Pick<UserRow, "email">) {
  return {
    profile: { firstName: stored.firstName, lastName: stored.lastName, company: stored.company, email: user.email },
    notifications: { emailNotifications: stored.emailNotifications, weeklyReports: stored.weeklyReports },
    appearance: { theme: stored.theme, language: stored.language },
  };
}

export function registerSettingsRoutes(app: FastifyInstance, { config, session }: { config: Config; session: SessionSettings }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = session;
  const appInfo = readAppInfo();
  const account: Settings["account"] = config.oidc
    ? { signIn: "oidc", accountUrl: config.oidc.accountUrl }
    : { signIn: "local", accountUrl: null };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  async function answer(user: UserRow): Promise<Settings> {
    return { ...toSettingsSections(await readSettings({ db, user }), user), account };
  }

  api.get("/api/settings", {
    schema: { tags: ["settings"], response: { 200: settingsSchema, ...errors } },
  }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return answer(requireUser(request));
  });

  api.patch("/api/settings", {
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    schema: { tags: ["settings"], body: updateSettingsSchema, response: { 200: settingsSchema, ...errors } },
  }, async (request, reply) => {
    const user = requireUser(request);
    await updateSettings({ db, user, update: request.body });
    if (request.body.profile) forgetCachedSession(request);
    reply.header("cache-control", "no-store");
    return answer(user);
  });

  /** A saved profile renames the user: this process reads its own write at once, others via the change feed. */
  function forgetCachedSession(request: FastifyRequest): void {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) session.cache.delete(hashSessionId(sessionId));
  }

  api.get("/api/app-info", {
    schema: { tags: ["settings"], response: { 200: appInfoSchema } },
  }, async () => appInfo);
}
