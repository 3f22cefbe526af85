import { embeddedIpv4, inRange, isPublicAddress, parseIp, parseRange } from "./ip-address.ts";
import type { IpRange } from "./ip-address.ts";

export const STANDARD_PORTS: readonly number[] = [80, 443];

/** Which addresses and ports outbound calls may reach. */
export interface AddressPolicy {
  /** Null when the address may be reached on that port, else the reason it may not. */
  refusal(address: string, port: number): string | null;
  /** True when an allowance for private addresses is configured (start-up prints a warning). */
  readonly allowsPrivate: boolean;
}

/**
 * Public addresses on standard ports only. `allowPrivateHosts` (addresses or CIDR ranges) lets
 * tests reach fake servers on loopback, on any port; production leaves it empty.
 */
export function createAddressPolicy({ allowPrivateHosts = [], allowedPorts = [] }: {
  allowPrivateHosts?: readonly string[];
  allowedPorts?: readonly number[];
} = {}): AddressPolicy {
  const allowed: IpRange[] = allowPrivateHosts.map((entry) => {
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    return range;
  });
  const ports = new Set([...STANDARD_PORTS, ...allowedPorts]);
  const isAllowed = (bytes: Uint8Array) => {
    const v4 = embeddedIpv4(bytes);
    return allowed.some((range) => inRange(bytes, range) || (v4 !== null && inRange(v4, range)));
  };
  return {
    allowsPrivate: allowed.length > 0,
    refusal(address, port) {
      const bytes = parseIp(address);
      if (!bytes) return `"${address}" is not an IP address`;
      if (isAllowed(bytes)) return null;
      if (!isPublicAddress(bytes)) return `${address} is not a public address`;
      if (!ports.has(port)) return `port ${port} is not allowed`;
      return null;
    },
  };
}

/** Checks what a URL can be checked for before any connection: scheme, credentials, shape. */
export function urlRefusal(url: URL): string | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return `scheme ${url.protocol} is not allowed`;
  if (url.username || url.password) return "credentials in URLs are not allowed";
  if (!url.hostname) return "the URL has no host";
  return null;
}
