import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects so `vitest run --project unit` stays fast and offline while the browser journeys
// (which build and start the real server) run on their own, one file at a time.
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
          fileParallelism: false,
          sequence: { concurrent: false },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
