import type { TestApp } from "./test-app.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/** Makes a token through Settings' route with the founder's session; answers the secret shown once. */
export async function createToken(t: TestApp, { cookie, scope = "validate", name = `${scope} token`, expiresInDays = null }: {
  cookie: string; scope?: "read" | "validate"; name?: string; expiresInDays?: number | null;
}): Promise<{ id: string; secret: string }> {
  const answer = await t.app.inject({ method: "POST", url: "/api/tokens", headers: { cookie, ...JSON_HEADERS }, payload: { name, scope, expiresInDays } });
  if (answer.statusCode !== 201) throw new Error(`token creation failed: ${answer.statusCode} ${answer.body}`);
  const body = answer.json<{ token: { id: string }; secret: string }>();
  return { id: body.token.id, secret: body.secret };
}

export function bearer(secret: string): Record<string, string> {
  return { authorization: `Bearer ${secret}` };
}

export const IDEA = { description: "A scheduling assistant for dog groomers that fills last-minute cancellations.", country: "US", validationMode: "quick" };
