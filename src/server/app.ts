import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifySwagger from "@fastify/swagger";
import Fastify, { LogController } from "fastify";
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openChangeFeed } from "../db/change-feed.ts";
import type { Database } from "../db/client.ts";
import type { JobQueue } from "../db/queue.ts";
import type { KeywordTrendsService, LlmClient } from "../pipeline/services/index.ts";
import { registerLocalAuthRoutes } from "./auth/local-routes.ts";
import { registerLogoutRoute } from "./auth/logout-route.ts";
import { registerOidcRoutes } from "./auth/oidc-routes.ts";
import type { Config } from "../config/index.ts";
import { registerSessionLoading, SESSION_COOKIE } from "./plugins/auth.ts";
import { registerBearerTokenLoading } from "./auth/bearer-tokens.ts";
import { createApiTokenHasher } from "../db/queries/api-tokens.ts";
import type { SessionSettings } from "./plugins/auth.ts";
import { registerControlCharacterCheck } from "./plugins/control-characters.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerHostCheck } from "./plugins/host-check.ts";
import { registerJsonBodyParser } from "./plugins/json-body.ts";
import { registerRateLimits } from "./plugins/rate-limits.ts";
import { registerSameOriginCheck, registerSecurityHeaders, registerSourceMapRefusal } from "./plugins/security.ts";
import { registerWebClient } from "./plugins/web-client.ts";
import { createIdeaListCache } from "./idea-list-cache.ts";
import { createPdfRenderer } from "./pdf/pdf-renderer.ts";
import { createSessionCache } from "./session-cache.ts";
import { registerFounderEvidenceRoutes } from "./routes/founder-evidence.ts";
import { registerHealthRoute } from "./routes/health.ts";
import { registerIdeaDetailRoutes } from "./routes/idea-details.ts";
import { registerKeywordTrendsRoute } from "./routes/keyword-trends.ts";
import { registerIdeaEventsRoute } from "./routes/idea-events.ts";
import { registerIdeaRoutes } from "./routes/ideas.ts";
import { registerReportPdfRoutes } from "./routes/report-pdf.ts";
import { registerExperimentDownloadRoutes } from "./routes/experiment-downloads.ts";
import { registerReportShareRoutes } from "./routes/report-share.ts";
import { registerReportVersionRoutes } from "./routes/report-versions.ts";
import { registerImproveDescriptionRoute } from "./routes/improve-description.ts";
import { registerIdeaReadingRoute } from "./routes/idea-reading.ts";
import { registerSessionUserRoute } from "./routes/session-user.ts";
import { registerSiteRoute } from "./routes/site.ts";
import { registerWaitlistReadingRoute, registerWaitlistRoute } from "./routes/waitlist.ts";
import { registerAccountRoutes } from "./routes/account.ts";
import { registerAnalyticsRoute } from "./routes/analytics.ts";
import { registerDashboardRoute } from "./routes/dashboard.ts";
import { registerExportRoute } from "./routes/export.ts";
import { registerReportsListRoute } from "./routes/reports-list.ts";
import { registerSettingsRoutes } from "./routes/settings.ts";
import { registerApiTokenRoutes } from "./routes/api-tokens.ts";
import { registerReportMarkdownRoute } from "./routes/report-markdown.ts";
import { registerMcpRoute } from "./routes/mcp.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;
export const DEFAULT_DIST_DIR = fileURLToPath(new URL("../../dist", import.meta.url));

export interface AppDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  llm: LlmClient;
  /** Keyword-trend providers (src/pipeline/trends); none answers "No keyword data found for this idea". */
  trends?: KeywordTrendsService | null;
  analyst: string;
  /** A pino logger; none keeps the app quiet (tests, benchmarks). */
  logger?: FastifyBaseLogger;
  /** Where the built client lives; null serves the API alone (tests, or Vite serving the client in dev). */
  distDir?: string | null;
  /** An HTTP server that is already listening (see early-listener.ts) instead of Fastify's own. */
  serverFactory?: FastifyServerFactory;
}

function isLocalhost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // One line per request drowns what matters at the default level; debug shows them.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace" }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; anyone else could pick an address.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHostCheck(app, { publicUrl: config.publicUrl });
  if (config.env !== "development") registerSourceMapRefusal(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Greenlight API", version: "1.0.0" },
      // A signed-in session, or a personal API token (Settings → API tokens) as a bearer token.
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          apiToken: { type: "http", scheme: "bearer", description: "A personal API token, gl_…, made in Settings → API tokens" },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  registerJsonBodyParser(app, { bodyLimit: BODY_LIMIT_BYTES });
  // Bodies are JSON: anything else (form fields, plain text) answers 415, but for the sign-in form below.
  app.removeContentTypeParser("text/plain");
  registerSecurityHeaders(app, { contentSecurityPolicy: config.env !== "development", hsts: config.publicUrl.startsWith("https:") });
  registerSameOriginCheck(app, { publicUrl: config.publicUrl });
  registerControlCharacterCheck(app);
  const feed = await openChangeFeed({ database });
  app.addHook("onClose", async () => feed.close());
  const sessionCache = createSessionCache({ feed, ttlMs: config.sessionCacheMs });
  registerSessionLoading(app, { db: database.db, cache: sessionCache });
  const tokenHasher = await createApiTokenHasher({ db: database.db, configuredSecret: config.apiTokenSecret });
  registerBearerTokenLoading(app, { db: database.db, hasher: tokenHasher });
  // After session loading: limits count per verified user, else per client address.
  await registerRateLimits(app, { perMinute: config.rateLimitPerMinute });

  const sessionSettings: SessionSettings = {
    db: database.db,
    cache: sessionCache,
    ttlMs: config.sessionTtlMs,
    secureCookies: !isLocalhost(config.publicUrl),
  };
  if (config.oidc) {
    const oidc = await registerOidcRoutes(app, { settings: sessionSettings, oidc: config.oidc, publicUrl: config.publicUrl });
    registerLogoutRoute(app, { settings: sessionSettings, publicUrl: config.publicUrl, providerLogoutUrl: oidc.logoutUrl });
  } else {
    // The sign-in page is a plain HTML form, so its route alone reads form-encoded bodies.
    await app.register(async (signInForm) => {
      await signInForm.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
      registerLocalAuthRoutes(signInForm, { settings: sessionSettings, publicUrl: config.publicUrl });
    });
    registerLogoutRoute(app, { settings: sessionSettings, publicUrl: config.publicUrl });
  }

  registerSessionUserRoute(app);
  const ideaLists = createIdeaListCache({ feed });
  registerIdeaRoutes(app, { db: database.db, queue: deps.queue, ideaLists, limits: config.userLimits });
  registerImproveDescriptionRoute(app, { llm: deps.llm });
  registerIdeaReadingRoute(app);
  registerIdeaDetailRoutes(app, { db: database.db, analyst: deps.analyst, ideaLists });
  registerFounderEvidenceRoutes(app, { db: database.db });
  registerReportVersionRoutes(app, { db: database.db, queue: deps.queue, ideaLists, limits: config.userLimits });
  registerKeywordTrendsRoute(app, { db: database.db, trends: deps.trends ?? null });
  registerReportShareRoutes(app, { db: database.db, trends: deps.trends ?? null });
  const pdfRenderer = createPdfRenderer();
  app.addHook("onClose", async () => pdfRenderer.close());
  registerReportPdfRoutes(app, { db: database.db, trends: deps.trends ?? null, renderer: pdfRenderer });
  registerExperimentDownloadRoutes(app, { db: database.db });
  registerIdeaEventsRoute(app, { db: database.db, feed, analyst: deps.analyst });
  registerWaitlistRoute(app, {
    db: database.db, queue: deps.queue, ideaLists, limits: config.userLimits, mailConfigured: config.mail !== null,
  });
  registerWaitlistReadingRoute(app);
  registerSiteRoute(app, { config });
  registerDashboardRoute(app, { db: database.db });
  registerReportsListRoute(app, { db: database.db });
  registerAnalyticsRoute(app, { db: database.db });
  registerSettingsRoutes(app, { config, session: sessionSettings });
  registerExportRoute(app, { db: database.db });
  registerAccountRoutes(app, { session: sessionSettings, queue: deps.queue });
  registerApiTokenRoutes(app, { db: database.db, hasher: tokenHasher });
  registerReportMarkdownRoute(app, { db: database.db });
  registerMcpRoute(app, { publicUrl: config.publicUrl });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  registerHealthRoute(app, { database, queue: deps.queue });

  const distDir = deps.distDir === undefined ? DEFAULT_DIST_DIR : deps.distDir;
  if (distDir) await registerWebClient(app, { distDir, publicUrl: config.publicUrl });
  else app.setNotFoundHandler(async (request, reply) => reply.status(404).send({ error: `No route for ${request.method} ${request.url.split("?")[0]}`, code: "not_found" }));
  return app;
}
