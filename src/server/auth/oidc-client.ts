import * as client from "openid-client";
import type { UserProfile } from "../../db/queries/users.ts";
import type { Config } from "../../config/index.ts";

export type OidcSettings = NonNullable<Config["oidc"]>;

/**
 * Discovers the provider once at start-up, so a wrong issuer URL stops the server with a clear
 * message instead of failing at every sign-in.
 */
export async function discoverProvider(oidc: OidcSettings): Promise<client.Configuration> {
  // Plain http is only for a provider on this machine (tests, local development).
  const execute = oidc.allowHttp ? [client.allowInsecureRequests] : [];
  let discovered: client.Configuration;
  try {
    discovered = await client.discovery(new URL(oidc.issuerUrl), oidc.clientId, undefined, client.None(), { execute });
  } catch (error) {
    throw new Error(`OIDC discovery of OIDC_ISSUER_URL ${oidc.issuerUrl} failed: ${describeFailure(error)}`, { cause: error });
  }
  if (!oidc.clientSecret) return discovered;
  // The client authentication method can only be chosen once the provider's metadata is known.
  const metadata = discovered.serverMetadata();
  const configuration = new client.Configuration(
    metadata,
    oidc.clientId,
    { client_secret: oidc.clientSecret },
    chooseSecretAuth({ secret: oidc.clientSecret, supported: metadata.token_endpoint_auth_methods_supported }),
  );
  for (const apply of execute) apply(configuration);
  return configuration;
}

/** HTTP Basic is the OpenID default; POST only when the provider says Basic is not on offer. */
function chooseSecretAuth({ secret, supported }: { secret: string; supported: string[] | undefined }): client.ClientAuth {
  if (supported && !supported.includes("client_secret_basic") && supported.includes("client_secret_post")) {
    return client.ClientSecretPost(secret);
  }
  return client.ClientSecretBasic(secret);
}

/** A short reason for the user; the provider's own words when it sent an OAuth error. */
export function describeFailure(error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return error.error_description ? `${error.error} (${error.error_description})` : error.error;
  }
  if (error instanceof Error) {
    return error.message === "fetch failed" ? "the sign-in provider could not be reached" : error.message;
  }
  return "unknown error";
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Only web URLs become avatars: the client renders them as images. */
function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const { protocol } = new URL(candidate);
    return protocol === "https:" || protocol === "http:" ? candidate : null;
  } catch {
    return null;
  }
}

export function profileFromClaims(claims: Record<string, unknown>): UserProfile {
  const email = text(claims.email);
  return {
    email,
    username: text(claims.preferred_username) ?? text(claims.nickname) ?? email?.split("@")[0] ?? null,
    name: text(claims.name),
    avatarUrl: webUrl(claims.picture),
  };
}
