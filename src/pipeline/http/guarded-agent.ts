import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import type { AddressPolicy } from "./address-policy.ts";
import { OutboundError } from "./errors.ts";

/** Resolves a host name to its addresses (all of them). Injectable so tests can simulate DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, order: "verbatim" });
  return answers.map((answer) => answer.address);
};

/**
 * An undici Agent whose every new connection is checked where it is made: the host name is
 * resolved here, every address it resolves to must pass the policy, and the socket is opened to
 * exactly the address that was checked. A name that resolves to a public address when a URL is
 * checked and to a private one a moment later (DNS rebinding) is therefore still refused; each
 * redirect hop opens its own connection, so it passes through here too.
 */
export function createGuardedAgent({ policy, connectTimeoutMs, resolver = systemResolver, connectionsPerOrigin }: {
  policy: AddressPolicy;
  connectTimeoutMs: number;
  resolver?: Resolver;
  connectionsPerOrigin: number;
}): Agent {
  const connectSocket = buildConnector({ timeout: connectTimeoutMs });
  // Connections opened together to one host share one lookup (never a stored one: each later
  // connection resolves afresh, so a rebound name is seen and checked).
  const inFlight = new Map<string, Promise<string[]>>();
  const resolveOnce: Resolver = (hostname) => {
    let lookup = inFlight.get(hostname);
    if (!lookup) {
      lookup = resolver(hostname).finally(() => inFlight.delete(hostname));
      inFlight.set(hostname, lookup);
    }
    return lookup;
  };
  return new Agent({
    connections: connectionsPerOrigin,
    keepAliveTimeout: 10_000,
    connect(options, callback) {
      const hostname = options.hostname.replace(/^\[|\]$/g, "");
      const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
      pickAddress({ hostname, port, policy, resolver: resolveOnce, timeoutMs: connectTimeoutMs }).then(
        (address) => connectSocket({
          ...options,
          hostname: address,
          // TLS must still name (and verify) the host we meant, not the address we dialled.
          servername: options.servername ?? (isIP(hostname) ? undefined : hostname),
        }, callback),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  });
}

async function pickAddress({ hostname, port, policy, resolver, timeoutMs }: {
  hostname: string;
  port: number;
  policy: AddressPolicy;
  resolver: Resolver;
  timeoutMs: number;
}): Promise<string> {
  const addresses = isIP(hostname) ? [hostname] : await withTimeout(resolver(hostname), timeoutMs, hostname);
  if (addresses.length === 0) {
    throw Object.assign(new Error(`${hostname} resolved to no address`), { code: "ENOTFOUND" });
  }
  for (const address of addresses) {
    const refusal = policy.refusal(address, port);
    if (refusal) {
      const shown = address === hostname ? hostname : `${hostname} (${address})`;
      throw new OutboundError({ kind: "blocked", host: hostname, message: `refused to connect to ${shown}:${port}: ${refusal}` });
    }
  }
  return addresses[0]!;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, hostname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`DNS lookup of ${hostname} timed out`), { code: "EAI_AGAIN" })), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
