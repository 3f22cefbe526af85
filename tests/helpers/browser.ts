import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium (apt `chromium`); journeys never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install it with \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (its own cookies) with relative URLs resolved against the app, 1280 × 900 unless
 * `options` say otherwise, and the page's errors and console errors (Chromium logs failed requests
 * there) collected so a journey can assert the app stayed clean.
 */
export async function openPage({ browser, baseURL, options = {} }: { browser: Browser; baseURL: string; options?: BrowserContextOptions }): Promise<{
  context: BrowserContext;
  page: Page;
  problems: string[];
}> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    problems.push(`console error: ${message.text()}${url ? ` (${new URL(url, baseURL).pathname})` : ""}`);
  });
  return { context, page, problems };
}
