import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import type { PublicPageMeta } from "../../src/web/features/public/page-meta.ts";
import { formatDate } from "../../src/shared/display/format-date.ts";
import { PAGES_DIR, PAGES_MANIFEST, type PagesManifest } from "../../src/server/plugins/web-client-pages.ts";
import { compressAssets } from "./compress-assets.ts";
import { inlineCriticalCss } from "./critical-css.ts";
import { buildPageHtml } from "./page-html.ts";


interface PrerenderModule {
  PUBLIC_PAGES: readonly PublicPageMeta[];
  renderPublicPage: (path: string) => Promise<string>;
}

/** The source modules whose chunks hydrating a page needs, beyond the entry. */
const PAGE_MODULES: Record<string, string> = {
  "/about": "features/public/pages/about-page.tsx",
  "/contact": "features/public/pages/contact-page.tsx",
  "/features": "features/public/pages/features-page.tsx",
  "/pricing": "features/public/pages/pricing-page.tsx",
  "/faq": "features/public/pages/faq-page.tsx",
  "/help": "features/public/pages/help-page.tsx",
  "/terms": "features/public/pages/legal/terms-page.tsx",
  "/privacy": "features/public/pages/legal/privacy-page.tsx",
  "/data-protection": "features/public/pages/legal/data-protection-page.tsx",
  "/disclaimer": "features/public/pages/legal/disclaimer-page.tsx",
};
const PUBLIC_ROUTES_MODULE = "app/public-routes.tsx";

function fileNameFor(path: string): string {
  return path === "/" ? "landing.html" : `${path.slice(1)}.html`;
}

/**
 * After the client build: renders every public page to HTML with react-dom/server (through a
 * server-side build of src/web/main-prerender.tsx), so its copy is in the page before any script
 * runs, then writes brotli and gzip copies of every text asset. Runs inside `vite build`, so
 * `npm run build`, `npm start`'s rebuild and `npm test` all produce the same dist/.
 */
export function prerenderPublicPages({ root }: { root: string }): Plugin {
  const chunkOf = new Map<string, string>();
  let outDir = join(root, "dist");
  let enabled = false;
  return {
    name: "greenlight-prerender",
    apply: "build",
    configResolved(config) {
      enabled = !config.build.ssr;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk" && item.facadeModuleId) chunkOf.set(relative(join(root, "src/web"), item.facadeModuleId), item.fileName);
      }
    },
    async closeBundle() {
      if (!enabled) return;
      const serverOut = join(root, "node_modules/.cache/greenlight-prerender");
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        mode: "production",
        plugins: [react()],
        build: { ssr: "src/web/main-prerender.tsx", outDir: serverOut, emptyOutDir: true, copyPublicDir: false },
      });
      const entry = pathToFileURL(join(serverOut, "main-prerender.js")).href;
      const module = (await import(`${entry}?built=${Date.now()}`)) as PrerenderModule;
      const template = readFileSync(join(outDir, "index.html"), "utf8");
      mkdirSync(join(outDir, PAGES_DIR), { recursive: true });
      const manifest: PagesManifest = { renderedDate: formatDate(new Date()) ?? "", pages: [] };
      for (const page of module.PUBLIC_PAGES) {
        const body = await module.renderPublicPage(page.path);
        const pageModule = PAGE_MODULES[page.path];
        const preloads = [chunkOf.get(PUBLIC_ROUTES_MODULE), pageModule ? chunkOf.get(pageModule) : undefined].filter((file) => file !== undefined);
        const file = `${PAGES_DIR}/${fileNameFor(page.path)}`;
        writeFileSync(join(outDir, file), await inlineCriticalCss({ html: buildPageHtml({ template, page, body, preloads }), distDir: outDir }));
        manifest.pages.push({ path: page.path, file });
      }
      writeFileSync(join(outDir, PAGES_MANIFEST), JSON.stringify(manifest, null, 2));
      compressAssets(outDir, { skip: PAGES_DIR });
    },
  };
}
