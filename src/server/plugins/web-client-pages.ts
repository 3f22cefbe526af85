import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { formatDate } from "../../shared/display/format-date.ts";

/** The build's prerendered public pages (written by scripts/prerender) and their index. */
export const PAGES_DIR = "pages";
export const PAGES_MANIFEST = `${PAGES_DIR}/manifest.json`;
/** Stands for PUBLIC_URL in prerendered pages (canonical and Open Graph URLs must be absolute). */
export const PUBLIC_URL_PLACEHOLDER = "%GREENLIGHT_PUBLIC_URL%";

export interface PagesManifest {
  /** The "Last updated" date the legal pages were rendered with; each day's pages carry that day's. */
  renderedDate: string;
  pages: Array<{ path: string; file: string }>;
}

export interface EncodedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encode(html: string): EncodedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Tells the client the request came without a session cookie: the visitor is signed out. */
function markSignedOut(html: string): string {
  return html.replace('<div id="root"', '<div id="root" data-session="none"');
}

/**
 * The HTML documents the server sends: a prerendered page for a signed-out visit to a public path,
 * otherwise the client's shell. Each is filled in (public URL, today's date, sign-in state) and
 * compressed once, then served from memory; a page is redone when the date changes.
 */
export function loadHtmlPages({ distDir, publicUrl }: { distDir: string; publicUrl: string }) {
  const shell = readFileSync(join(distDir, "index.html"), "utf8");
  const shellSignedIn = encode(shell);
  const shellSignedOut = encode(markSignedOut(shell));
  const manifestPath = join(distDir, PAGES_MANIFEST);
  const manifest: PagesManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as PagesManifest)
    : { renderedDate: "", pages: [] };
  const templates = new Map(manifest.pages.map(({ path, file }) => [
    path,
    markSignedOut(readFileSync(join(distDir, file), "utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl.replace(/\/$/, ""))),
  ]));
  const filled = new Map<string, { day: string; html: EncodedHtml }>();

  function prerendered(path: string): EncodedHtml | null {
    const template = templates.get(path);
    if (template === undefined) return null;
    const day = formatDate(new Date()) ?? manifest.renderedDate;
    const cached = filled.get(path);
    if (cached?.day === day) return cached.html;
    const html = encode(manifest.renderedDate ? template.replaceAll(`Last updated: ${manifest.renderedDate}`, `Last updated: ${day}`) : template);
    filled.set(path, { day, html });
    return html;
  }

  return {
    /** The document for a page path; `signedIn` is whether the request carried a session cookie. */
    documentFor({ path, signedIn }: { path: string; signedIn: boolean }): EncodedHtml {
      if (signedIn) return shellSignedIn;
      return prerendered(path) ?? shellSignedOut;
    },
  };
}

/** The best encoding the client accepts, from those we keep (q-values of 0 refuse one). */
export function pickEncoding(acceptEncoding: string | undefined): keyof EncodedHtml {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}
