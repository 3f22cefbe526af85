import beasties from "beasties";

// beasties' types describe its CommonJS build (the class under `.default`); the ES build Node and
// Vite load exports the class itself as the default.
type BeastiesClass = typeof beasties.default;
const Beasties: BeastiesClass = (beasties as unknown as { default?: BeastiesClass }).default ?? (beasties as unknown as BeastiesClass);

/** Marks the full stylesheet that main.tsx switches on once the page's script runs. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = "data-deferred-stylesheet";

/**
 * Inlines the CSS rules a prerendered page uses (beasties) and loads the whole stylesheet without
 * blocking the first paint, so the page paints from its first response. beasties switches the
 * stylesheet on with an inline onload handler, which the Content-Security-Policy forbids; the
 * client entry does that instead.
 */
export async function inlineCriticalCss({ html, distDir }: { html: string; distDir: string }): Promise<string> {
  const inliner = new Beasties({ path: distDir, publicPath: "/", preload: "media", pruneSource: false, reduceInlineStyles: false, logLevel: "warn" });
  const processed = await inliner.process(html);
  const deferred = processed.replace(/ onload="this\.media='all'"/g, ` ${DEFERRED_STYLESHEET_ATTRIBUTE}`);
  if (!deferred.includes(DEFERRED_STYLESHEET_ATTRIBUTE)) throw new Error("prerender: beasties did not defer the stylesheet as expected");
  return deferred;
}
