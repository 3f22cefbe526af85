import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

/** A loopback port nothing listens on right now, for a server that must be started on a known port. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
