import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Three projects. "pipeline" holds the research pipeline's tests (and the shared code and fakes they
// use): they read text through the same language model and caches, and share nothing else, so one
// worker runs its files in one module registry (`isolate: false`) instead of loading the model again
// per file, which halves their run. "unit" holds every other unit, API and component test, each file
// isolated: API tests start apps and set configuration, component tests mock modules.
// `npm run test:unit` runs both.
//
// Most unit, API and journey time is spent waiting (on PostgreSQL, a child process, a page), so their
// files run two at a time even on a two-core machine, where Vitest's default (cores - 1) would run
// one. Nothing in a test may depend on how fast a busy machine is: expect.poll waits up to 15 s
// (its default, 1 s, failed journeys on a loaded machine), and returns as soon as it holds.
const WORKERS = Math.max(2, availableParallelism() - 1);
const PIPELINE_TESTS = ["tests/pipeline/**/*.test.ts", "src/pipeline/**/*.test.ts", "src/shared/**/*.test.ts", "tests/fakes/**/*.test.ts"];
export default defineConfig({
  plugins: [react()],
  test: {
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Child processes (Vitest's default), not worker threads: API tests start embedded PGlite, whose WebAssembly
          // compiled in two threads of one process can abort V8 ("Check failed: jit_page.has_value()", nodejs/node#64500),
          // as it did in a CI run. Threads were 20% faster here (decision 024, nineteenth session).
          pool: "forks",
          // Node by default; component tests opt into jsdom with a `// @vitest-environment jsdom` line.
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["**/node_modules/**", "dist/**", "tests/e2e/**", ...PIPELINE_TESTS],
          setupFiles: ["src/web/test/setup.ts"],
          maxWorkers: WORKERS,
          // API tests start an embedded PostgreSQL per file, which takes seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "pipeline",
          environment: "node",
          include: PIPELINE_TESTS,
          isolate: false,
          maxWorkers: WORKERS,
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // Child processes too: without TEST_DATABASE_URL a seeded journey opens embedded PGlite in the test process
          // to seed it, and two such in worker threads of one process can abort V8 (decision 024, nineteenth session).
          pool: "forks",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.ts"],
          // The client is built once, before any journey starts, so two files never build it at once.
          globalSetup: ["tests/e2e/build-client.ts"],
          maxWorkers: WORKERS,
          sequence: { concurrent: false },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
