import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { listIdeasWithReports } from "../../db/queries/account.ts";
import { listUserFounderEvidence } from "../../db/queries/founder-evidence.ts";
import { listUserIdeaCorrections } from "../../db/queries/idea-corrections.ts";
import { listAllActivity } from "../../db/queries/activity.ts";
import { listApiTokens, listApiTokenUses } from "../../db/queries/api-tokens.ts";
import { readSettings } from "../../db/queries/settings.ts";
import { accountExportSchema } from "../../shared/contracts/account.ts";
import type { AccountExport } from "../../shared/contracts/account.ts";
import { apiErrorSchema } from "../../shared/contracts/errors.ts";
import { requireUser } from "../plugins/auth.ts";
import { readAppInfo, toSettingsSections } from "./settings.ts";

/** Settings' Export: every idea with its reports, the founder's own evidence and corrections of its reading, the founder's settings and activity, as one JSON download. */
export function registerExportRoute(app: FastifyInstance, { db }: { db: Db }): void {
  const { version } = readAppInfo();
  app.withTypeProvider<ZodTypeProvider>().get("/api/export", {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    schema: { tags: ["account"], response: { 200: accountExportSchema, 401: apiErrorSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const [ideas, evidence, corrections, activity, settings, apiTokens, apiTokenUses] = await Promise.all([
      listIdeasWithReports({ db, userId: user.id }),
      listUserFounderEvidence({ db, userId: user.id }),
      listUserIdeaCorrections({ db, userId: user.id }),
      listAllActivity({ db, userId: user.id }),
      readSettings({ db, user }),
      listApiTokens({ db, userId: user.id }),
      listApiTokenUses({ db, userId: user.id }),
    ]);
    const now = new Date();
    const document: AccountExport = {
      format: "greenlight-export/1",
      exportedAt: now.toISOString(),
      appVersion: version,
      user: { email: user.email, username: user.username, name: user.name, createdAt: user.createdAt.toISOString() },
      settings: toSettingsSections(settings, user),
      ideas: ideas.map(({ idea, report, earlierReports }) => ({
        ...idea, report, earlierReports, evidence: evidence.filter((item) => item.ideaId === idea.id),
        corrections: corrections.filter((item) => item.ideaId === idea.id).map(({ version, corrections: made }) => ({ version, corrections: made })),
      })),
      activity,
      apiTokens,
      apiTokenUses,
    };
    reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="greenlight-export-${now.toISOString().slice(0, 10)}.json"`);
    return document;
  });
}
