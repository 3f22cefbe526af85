import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderPublicPages } from "./scripts/prerender/vite-plugin.ts";

// The server mounts Vite in middleware mode for `npm run dev` and serves dist/ otherwise,
// so this config only describes the client build; it needs no dev proxy.
export default defineConfig(({ command, mode }) => {
  // Vite keeps an inherited NODE_ENV, so a build started from a test run (NODE_ENV=test) would ship
  // React's development bundle and dev JSX; a production-mode build always gets production code.
  if (command === "build" && mode === "production") process.env.NODE_ENV = "production";
  return {
    root: import.meta.dirname,
    plugins: [react(), tailwindcss(), prerenderPublicPages({ root: import.meta.dirname })],
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // Production serves no source maps (the server also refuses *.map outside development).
      sourcemap: false,
    },
  };
});
