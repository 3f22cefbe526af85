import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { upsertUserBySubject } from "../../db/queries/users.ts";
import { claimWaitlistIdeas } from "../../db/queries/waitlist.ts";
import { HttpError } from "../http-error.ts";
import { startSession } from "../plugins/auth.ts";
import { clientAddressKey } from "../plugins/rate-limits.ts";
import type { SessionSettings } from "../plugins/auth.ts";
import { describeFailure, discoverProvider, profileFromClaims } from "./oidc-client.ts";
import type { OidcSettings } from "./oidc-client.ts";
import { deleteStaleLoginAttempts, LOGIN_ATTEMPT_TTL_MS, saveLoginAttempt, takeLoginAttempt } from "../../db/queries/login-attempts.ts";
import { safeReturnTo } from "./return-to.ts";

/**
 * Ties an attempt to the browser that started it, so a callback link crafted from someone else's
 * sign-in cannot sign a victim into the attacker's account (login CSRF).
 */
export const OIDC_STATE_COOKIE = "greenlight_oidc_state";
const CALLBACK_PATH = "/api/callback";

const invalidState = () => new HttpError({
  statusCode: 400,
  code: "invalid_state",
  message: "This sign-in has expired or was already used. Please sign in again.",
});

const signInFailed = (reason: string) => new HttpError({ statusCode: 400, code: "sign_in_failed", message: `Sign-in failed: ${reason}` });

function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The URL the provider sent the browser to, rebuilt on the public origin it was registered with. */
function callbackUrl({ request, publicUrl }: { request: FastifyRequest; publicUrl: string }): URL {
  const url = new URL(`${publicUrl}${CALLBACK_PATH}`);
  const queryStart = request.url.indexOf("?");
  if (queryStart >= 0) url.search = request.url.slice(queryStart);
  return url;
}

function clearStateCookie({ reply, settings }: { reply: FastifyReply; settings: SessionSettings }): void {
  reply.clearCookie(OIDC_STATE_COOKIE, { path: CALLBACK_PATH, httpOnly: true, sameSite: "lax", secure: settings.secureCookies });
}

/** Sign-in through an OpenID Connect provider: authorization code flow with PKCE, state and nonce. */
export async function registerOidcRoutes(app: FastifyInstance, { settings, oidc, publicUrl }: {
  settings: SessionSettings;
  oidc: OidcSettings;
  publicUrl: string;
}): Promise<{ logoutUrl(idToken: string | null): string | null }> {
  const provider = await discoverProvider(oidc);
  const issuer = provider.serverMetadata().issuer;
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const { db } = settings;

  // Sign-in is counted per client address whatever cookie comes along: made-up cookies buy nothing.
  const signInLimit = { max: 60, timeWindow: "1 minute", keyGenerator: clientAddressKey };
  app.get("/api/login", { config: { rateLimit: signInLimit } }, async (request, reply) => {
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await deleteStaleLoginAttempts({ db });
    await saveLoginAttempt({ db, attempt: { state, nonce, codeVerifier, returnTo: safeReturnTo({ value: queryText(request, "returnTo"), publicUrl }) } });
    const authorizationUrl = client.buildAuthorizationUrl(provider, {
      redirect_uri: redirectUri,
      scope: oidc.scopes,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    });
    reply.setCookie(OIDC_STATE_COOKIE, state, {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: settings.secureCookies,
      maxAge: Math.floor(LOGIN_ATTEMPT_TTL_MS / 1000),
    });
    return reply.header("cache-control", "no-store").redirect(authorizationUrl.href, 302);
  });

  app.get(CALLBACK_PATH, { config: { rateLimit: signInLimit } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    clearStateCookie({ reply, settings });
    const state = queryText(request, "state");
    if (!state || request.cookies[OIDC_STATE_COOKIE] !== state) throw invalidState();
    const attempt = await takeLoginAttempt({ db, state });
    if (!attempt) throw invalidState();

    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(provider, callbackUrl({ request, publicUrl }), {
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        pkceCodeVerifier: attempt.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      request.log.warn({ err: error }, "OIDC code exchange failed");
      throw signInFailed(describeFailure(error));
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw signInFailed("the provider sent no ID token");

    const claims: Record<string, unknown> = { ...idClaims };
    // Many providers put profile claims only in UserInfo when an access token is issued.
    if (provider.serverMetadata().userinfo_endpoint) {
      try {
        Object.assign(claims, await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub), { sub: idClaims.sub });
      } catch (error) {
        // The ID token already proved who this is; a missing profile must not block sign-in.
        request.log.warn({ err: error }, "OIDC userinfo request failed; using ID token claims only");
      }
    }

    const user = await upsertUserBySubject({ db, subject: `${issuer}|${idClaims.sub}`, profile: profileFromClaims(claims) });
    // Ideas sent from the landing page with this email become this account's, once the provider vouches for the address.
    if (claims.email_verified === true && typeof claims.email === "string") await claimWaitlistIdeas({ db, userId: user.id, verifiedEmail: claims.email });
    await startSession({ request, reply, settings, userId: user.id, idToken: tokens.id_token ?? null });
    return reply.redirect(safeReturnTo({ value: attempt.returnTo, publicUrl }), 303);
  });

  return {
    logoutUrl: (idToken) => {
      if (!provider.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = { post_logout_redirect_uri: `${publicUrl}/` };
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(provider, parameters).href;
    },
  };
}
