import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error -- oidc-provider ships no types and @types/oidc-provider is not installed; the few members used are typed below.
import { Provider as UntypedProvider } from "oidc-provider";

/** The slice of oidc-provider's API this helper uses. */
interface Interaction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: Record<string, unknown>;
  session?: { accountId: string };
  grantId?: string;
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: { new (init: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
}
const ProviderClass = UntypedProvider as new (issuer: string, configuration: object) => Provider;

export const TEST_ACCOUNT = {
  sub: "user-7",
  email: "ada@example.org",
  email_verified: true,
  name: "Ada Lovelace",
  preferred_username: "ada",
  picture: "https://example.org/ada.png",
};

export interface TestOidcProvider {
  issuer: string;
  client: { id: string; secret: string };
  publicClient: { id: string };
  /** The environment that points Greenlight at this provider, with its confidential client. */
  appEnv: Record<string, string>;
  close(): Promise<void>;
}

/** Stores provider state in a Map of its own (the built-in adapter is shared and warns on every start). */
function createMemoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  return (model: string) => ({
    upsert: async (id: string, payload: Record<string, unknown>) => void store.set(`${model}:${id}`, payload),
    find: async (id: string) => store.get(`${model}:${id}`),
    findByUid: async (uid: string) => [...store.entries()].find(([key, value]) => key.startsWith(`${model}:`) && value.uid === uid)?.[1],
    findByUserCode: async () => undefined,
    consume: async (id: string) => {
      const payload = store.get(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id: string) => void store.delete(`${model}:${id}`),
    revokeByGrantId: async (grantId: string) => {
      for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
    },
  });
}

/**
 * Signs the test account in and approves every consent as soon as the browser reaches an
 * interaction page; `?deny=1` on that page makes the user refuse instead.
 */
async function completeInteraction({ provider, req, res }: { provider: Provider; req: IncomingMessage; res: ServerResponse }): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (new URL(req.url ?? "/", "http://x").searchParams.get("deny") === "1") {
    await provider.interactionFinished(req, res, { error: "access_denied", error_description: "The user declined" }, { mergeWithLastSubmission: false });
    return;
  }
  if (details.prompt.name === "login") {
    await provider.interactionFinished(req, res, { login: { accountId: TEST_ACCOUNT.sub } }, { mergeWithLastSubmission: false });
    return;
  }
  const accountId = details.session?.accountId ?? TEST_ACCOUNT.sub;
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
    ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

/** A real OpenID provider on 127.0.0.1 with one confidential and one public client for `appUrl`. */
export async function startOidcProvider({ appUrl, rpInitiatedLogout = true }: { appUrl: string; rpInitiatedLogout?: boolean }): Promise<TestOidcProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = { id: "greenlight", secret: `secret-${randomUUID()}` };
  const publicClient = { id: "greenlight-public" };
  const redirect = { redirect_uris: [`${appUrl}/api/callback`], grant_types: ["authorization_code"], response_types: ["code"] };
  const logout = rpInitiatedLogout ? { post_logout_redirect_uris: [`${appUrl}/`] } : {};
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new ProviderClass(issuer, {
    adapter: createMemoryAdapter(),
    jwks: { keys: [{ ...signingKey, kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomUUID()] },
    clients: [
      { client_id: client.id, client_secret: client.secret, token_endpoint_auth_method: "client_secret_basic", ...redirect, ...logout },
      { client_id: publicClient.id, token_endpoint_auth_method: "none", ...redirect, ...logout },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username", "picture"] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: rpInitiatedLogout,
        logoutSource: async (ctx: { body: string }, form: string) => { ctx.body = `<!DOCTYPE html><title>Sign out</title>${form}`; },
        postLogoutSuccessSource: async (ctx: { body: string }) => { ctx.body = "signed out"; },
      },
    },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: async (_ctx: unknown, sub: string) => (sub === TEST_ACCOUNT.sub ? { accountId: sub, claims: async () => ({ ...TEST_ACCOUNT }) } : undefined),
    // Errors as JSON so a failing test shows the provider's reason rather than an HTML page.
    renderError: async (ctx: { type: string; body: unknown }, out: unknown) => { ctx.type = "json"; ctx.body = out; },
  });
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/interaction/")) {
      completeInteraction({ provider, req, res }).catch((error: unknown) => res.writeHead(500).end(String(error)));
    } else {
      callback(req, res);
    }
  };

  return {
    issuer,
    client,
    publicClient,
    appEnv: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret, OIDC_ALLOW_HTTP: "true", PUBLIC_URL: appUrl },
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}

/** A browser's cookies for the provider's origin; paths are ignored, which the provider tolerates. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(separator + 1).trim());
    }
  }
}

/**
 * Follows the provider's redirects like a browser from the authorization URL until the provider
 * sends the browser back to `callbackPrefix`, and returns that callback URL.
 */
export async function authorizeAtProvider({ authorizationUrl, callbackPrefix, jar = new CookieJar(), deny = false }: {
  authorizationUrl: string;
  callbackPrefix: string;
  jar?: CookieJar;
  deny?: boolean;
}): Promise<URL> {
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.href.startsWith(callbackPrefix)) return url;
    if (deny && url.pathname.startsWith("/interaction/")) url.searchParams.set("deny", "1");
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects at the provider");
}
