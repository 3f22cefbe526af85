import { buildClientIfStale } from "../../scripts/build-if-stale.ts";

/** Vitest's global set-up for the journeys: build the web client once, before files run side by side. */
export default function buildClient(): void {
  buildClientIfStale();
}
