import { describe, expect, it } from "vitest";
import { formatDate } from "../../src/shared/display/format-date.ts";
import { PUBLIC_PAGES } from "../../src/web/features/public/page-meta.ts";
import { startPublicApp, useJourney } from "./journey.ts";

// The public pages as a crawler and a first-time visitor get them: the copy is in the HTML the
// server sends, the page works once hydrated, and a signed-out visit logs nothing at all to the
// console (no session probe, so no 401).

const HEADINGS: Record<string, string> = {
  "/": "Find out if your business idea is worth building",
  "/about": "About Greenlight",
  "/contact": "Contact Us",
  "/features": "Features",
  "/pricing": "Pricing",
  "/faq": "Frequently Asked Questions",
  "/help": "Help Center",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/data-protection": "Data Protection",
  "/disclaimer": "Disclaimer",
};

describe("the prerendered public site", () => {
  const journey = useJourney({ start: startPublicApp });

  it("sends every public page's copy, description, canonical URL and Open Graph tags in its HTML", async () => {
    for (const page of PUBLIC_PAGES) {
      const response = await fetch(new URL(page.path, journey.app.url));
      const html = await response.text();
      expect(response.headers.get("content-encoding"), page.path).toMatch(/^(br|gzip)$/);
      expect(html, page.path).toContain('data-prerendered="true"');
      expect(html, page.path).toContain(`>${HEADINGS[page.path] ?? "?"}</h1>`);
      expect(html, page.path).toContain(`<meta name="description" content="${page.description.replaceAll("&", "&amp;")}"`);
      expect(html, page.path).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${page.path === "/" ? "/" : page.path}"`));
      expect(html, page.path).toContain('<meta property="og:title"');
      expect(html, page.path).not.toContain("%GREENLIGHT_PUBLIC_URL%");
    }
    const terms = await (await fetch(new URL("/terms", journey.app.url))).text();
    expect(terms).toContain(`Last updated: ${formatDate(new Date())}`);
  });

  it("shows each page's heading with scripts switched off", async () => {
    const { context, page } = await journey.openPage({ javaScriptEnabled: false });
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      expect(await page.getByRole("heading", { level: 1 }).first().textContent(), path).toBe(HEADINGS[path]);
    }
    await context.close();
  });

  it("hydrates every page without a console message or a session probe", async () => {
    for (const { path } of PUBLIC_PAGES) {
      const { context, page, problems } = await journey.openPage();
      const probes: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/auth/user") probes.push(path);
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: HEADINGS[path] }).waitFor();
      expect(problems, path).toEqual([]);
      expect(probes, path).toEqual([]);
      await context.close();
    }
  });

  it("answers to clicks once hydrated: the FAQ accordion and the landing dialog", async () => {
    const { context, page, problems } = await journey.openPage();
    await page.goto("/faq", { waitUntil: "networkidle" });
    const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
    await questions.nth(1).click();
    expect(await questions.nth(1).getAttribute("aria-expanded")).toBe("true");
    expect(await questions.nth(0).getAttribute("aria-expanded")).toBe("false");

    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("main").getByRole("button", { name: "Validate My Idea — Free" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Your business idea" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("gives a signed-in founder the app at /, not the prerendered landing page", async () => {
    const { context, page } = await journey.signedInPage({ email: "founder@example.org", name: "Founder" });
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "New Idea" }).waitFor();
    await context.close();
  });
});
