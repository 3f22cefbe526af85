import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteInfoSchema, type SiteInfo } from "../../shared/contracts/site.ts";
import type { Config } from "../../config/index.ts";

/** Public: contact addresses, the sign-in kind and whether reports are emailed, for the public pages. */
export function registerSiteRoute(app: FastifyInstance, { config }: { config: Config }): void {
  const info: SiteInfo = {
    supportEmail: config.supportEmail,
    privacyEmail: config.privacyEmail,
    dataProtectionEmail: config.dataProtectionEmail,
    signIn: config.oidc ? "oidc" : "local",
    mail: config.mail !== null,
  };
  app.withTypeProvider<ZodTypeProvider>().get("/api/site", {
    schema: { tags: ["site"], response: { 200: siteInfoSchema } },
  }, async (_request, reply) => {
    // Configuration changes only on restart; a short cache spares a request per public page view.
    reply.header("cache-control", "public, max-age=300");
    return info;
  });
}
