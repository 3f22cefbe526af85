import type { FastifyInstance, FastifyRequest } from "fastify";
import { upsertUserBySubject } from "../../db/queries/users.ts";
import { claimWaitlistIdeas } from "../../db/queries/waitlist.ts";
import { currentUserSchema, localLoginSchema } from "../../shared/contracts/user.ts";
import { HttpError } from "../http-error.ts";
import { startSession } from "../plugins/auth.ts";
import { clientAddressKey } from "../plugins/rate-limits.ts";
import type { SessionSettings } from "../plugins/auth.ts";
import { renderLocalSignInPage } from "./local-page.ts";
import { safeReturnTo } from "./return-to.ts";
import { toCurrentUser } from "./current-user.ts";

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").includes("application/json");
}

/** Local sign-in (the embedded default): whoever reaches this machine's page chooses who they are. */
export function registerLocalAuthRoutes(app: FastifyInstance, { settings, publicUrl }: { settings: SessionSettings; publicUrl: string }): void {
  const returnPath = (value: unknown) => safeReturnTo({ value, publicUrl });

  app.get("/api/login", async (request, reply) => {
    const { returnTo } = request.query as { returnTo?: string };
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(renderLocalSignInPage({ returnTo: returnPath(returnTo) }));
  });

  // Counted per client address whatever cookie comes along: made-up cookies buy no extra attempts.
  app.post("/api/login", { config: { rateLimit: { max: 30, timeWindow: "1 minute", keyGenerator: clientAddressKey } } }, async (request, reply) => {
    const parsed = localLoginSchema.safeParse(request.body ?? {});
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join("; ");
      if (wantsJson(request)) throw new HttpError({ statusCode: 400, code: "invalid_request", message });
      const page = renderLocalSignInPage({
        returnTo: returnPath(raw.returnTo),
        error: message,
        email: typeof raw.email === "string" ? raw.email : "",
        name: typeof raw.name === "string" ? raw.name : "",
      });
      return reply.status(400).type("text/html; charset=utf-8").send(page);
    }
    const { email, name } = parsed.data;
    const user = await upsertUserBySubject({
      db: settings.db,
      subject: `local:${email}`,
      profile: { email, name: name || null, username: email.split("@")[0] ?? null, avatarUrl: null },
    });
    // Ideas sent from the landing page with this email become this account's.
    await claimWaitlistIdeas({ db: settings.db, userId: user.id, verifiedEmail: email });
    await startSession({ request, reply, settings, userId: user.id });
    if (wantsJson(request)) return reply.send({ user: currentUserSchema.parse(toCurrentUser(user)) });
    return reply.redirect(returnPath(parsed.data.returnTo), 303);
  });
}
