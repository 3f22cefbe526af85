import { PUBLIC_URL_PLACEHOLDER } from "../../src/server/plugins/web-client-pages.ts";
import type { PublicPageMeta } from "../../src/web/features/public/page-meta.ts";


function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function escapeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The client's index.html with one page's head (title, description, canonical URL, Open Graph)
 * and its prerendered markup in #root, plus preloads of the chunks hydration needs.
 */
export function buildPageHtml({ template, page, body, preloads }: {
  template: string;
  page: PublicPageMeta;
  body: string;
  preloads: readonly string[];
}): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path === "/" ? "/" : page.path}`;
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Greenlight" />`,
    `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/icons/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join("\n    ");
  const withTitle = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  const withDescription = replaceOnce(withTitle, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeAttribute(page.description)}" />`);
  const withHead = replaceOnce(withDescription, /<\/head>/, `  ${head}\n  </head>`);
  return replaceOnce(withHead, /<div id="root"><\/div>/, `<div id="root" data-prerendered="true">${body}</div>`);
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern.source}`);
  return html.replace(pattern, () => replacement);
}
