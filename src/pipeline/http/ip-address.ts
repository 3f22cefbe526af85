import { isIP } from "node:net";

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = Uint8Array;

export interface IpRange {
  bytes: IpBytes;
  prefix: number;
}

/** Parses a textual IPv4 or IPv6 address (brackets and a zone id are tolerated); null when it is not one. */
export function parseIp(text: string): IpBytes | null {
  const bare = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 4) return Uint8Array.from(bare.split(".").map(Number));
  if (version !== 6) return null;
  let head = bare;
  let tail4: number[] = [];
  const lastColon = bare.lastIndexOf(":");
  if (bare.slice(lastColon + 1).includes(".")) {
    tail4 = bare.slice(lastColon + 1).split(".").map(Number);
    head = `${bare.slice(0, lastColon + 1)}${tail4.length ? "0:0" : ""}`;
  }
  const [left = "", right] = head.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const leftGroups = groupsOf(left);
  const rightGroups = right === undefined ? [] : groupsOf(right);
  const fill = 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<number>(right === undefined ? 0 : fill).fill(0), ...rightGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  if (tail4.length === 4) bytes.set(tail4, 12);
  return bytes;
}

/** Parses "10.0.0.0/8", "fc00::/7" or a single address (a full-length prefix). */
export function parseRange(text: string): IpRange | null {
  const [address = "", prefixText] = text.trim().split("/");
  const bytes = parseIp(address);
  if (!bytes) return null;
  const max = bytes.length * 8;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { bytes, prefix };
}

export function inRange(bytes: IpBytes, range: IpRange): boolean {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.prefix;
  for (let i = 0; bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

const ranges = (list: string[]) => list.map((text) => {
  const range = parseRange(text);
  if (!range) throw new Error(`bad built-in range ${text}`);
  return range;
});

// Every IPv4 range that is not globally reachable unicast (IANA special-purpose registry).
const NON_PUBLIC_V4 = ranges([
  "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
  "192.0.0.0/24", "192.0.2.0/24", "192.31.196.0/24", "192.52.193.0/24", "192.88.99.0/24", "192.168.0.0/16",
  "192.175.48.0/24", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
]);

// IPv6 is public only inside global unicast (2000::/3), minus the special ranges carved from it.
const GLOBAL_UNICAST_V6 = ranges(["2000::/3"]);
const NON_PUBLIC_V6 = ranges(["2001::/23", "2001:db8::/32", "3fff::/20", "2620:4f:8000::/48"]);
// Ranges that carry an IPv4 address inside: judge them by that address.
const MAPPED_V4 = ranges(["::ffff:0:0/96"])[0]!;
const NAT64_V4 = ranges(["64:ff9b::/96"])[0]!;
const SIX_TO_FOUR = ranges(["2002::/16"])[0]!;

/** The IPv4 address an IPv6 address stands for (mapped, NAT64 or 6to4), if any. */
export function embeddedIpv4(bytes: IpBytes): IpBytes | null {
  if (bytes.length !== 16) return null;
  if (inRange(bytes, MAPPED_V4) || inRange(bytes, NAT64_V4)) return bytes.slice(12, 16);
  if (inRange(bytes, SIX_TO_FOUR)) return bytes.slice(2, 6);
  return null;
}

/** True only for globally reachable unicast addresses. */
export function isPublicAddress(bytes: IpBytes): boolean {
  if (bytes.length === 4) return !NON_PUBLIC_V4.some((range) => inRange(bytes, range));
  const v4 = embeddedIpv4(bytes);
  if (v4) return isPublicAddress(v4);
  return GLOBAL_UNICAST_V6.some((range) => inRange(bytes, range)) && !NON_PUBLIC_V6.some((range) => inRange(bytes, range));
}
