import { buildClientIfStale } from "./build-if-stale.ts";

buildClientIfStale();
await import("../src/main.ts");
