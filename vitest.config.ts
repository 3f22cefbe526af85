import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects so `vitest run --project unit` stays fast and offline while the browser journeys
// (which build and start the real server) run on their own.
//
// Most unit and API test time is spent waiting (on PostgreSQL, a child process), so those files run
// two at a time even on a two-core machine, where Vitest's default (cores - 1) would run one: on two
// cores this halves the unit run. Journeys run one file at a time: two servers and two Chromiums at
// once on two cores made the landing page's journeys fail now and then (a 30 s timeout on the phone
// menu, a React hydration error after a click), and CI stays well under its 20 minutes without them.
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);
const JOURNEY_WORKERS = 1;
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Node by default; component tests opt into jsdom with a `// @vitest-environment jsdom` line.
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["**/node_modules/**", "dist/**", "tests/e2e/**"],
          setupFiles: ["src/web/test/setup.ts"],
          maxWorkers: UNIT_WORKERS,
          // API tests start an embedded PostgreSQL per file, which takes seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.ts"],
          // The client is built once, before any journey starts, so two files never build it at once.
          globalSetup: ["tests/e2e/build-client.ts"],
          maxWorkers: JOURNEY_WORKERS,
          sequence: { concurrent: false },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
