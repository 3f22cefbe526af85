import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";
import { startApp } from "../helpers/app-server.ts";
import { launchBrowser, openPage } from "../helpers/browser.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { seriousAxeViolations, signInAs, unexpectedProblems } from "../helpers/report-e2e.ts";

const IDEA = "A scheduling app for independent dog walkers that books recurring walks, tracks routes and bills owners monthly.";

// The program runs as `npm start` would with a model: the fake OpenAI-compatible model server, and
// every research source and trends provider pointed at fake servers on 127.0.0.1 (recorded
// answers). The report then has real sources, evidence citing them and keyword trends.
describe("the report the model writes, with sources and keyword trends", () => {
  let llm: FakeLlmServer;
  let fakes: FakeSources;
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let report: ValidationReport;
  const trendRequests: string[] = [];

  beforeAll(async () => {
    llm = await startFakeLlmServer({ firstTokenMs: 20, tokensPerSecond: 5000 });
    fakes = await startFakeSourceServers();
    app = await startApp({
      env: { ...fakes.env, LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llm.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" },
    });
    browser = await launchBrowser();
    ({ context, page, problems } = await openPage({ browser, baseURL: app.url }));
    page.on("request", (request) => {
      if (request.url().includes("/keyword-trends")) trendRequests.push(new URL(request.url()).search);
    });
    await signInAs({ page, email: "ada@example.com", name: "Ada Lovelace" });
    const created = await (await page.request.post("/api/ideas", { data: { description: IDEA, country: "US", validationMode: "deep" } })).json();
    for (let i = 0; i < 600; i += 1) {
      const idea = await (await page.request.get(`/api/ideas/${created.id}`)).json();
      if (idea.status === "completed" || idea.status === "failed") break;
      await sleep(250);
    }
    report = await (await page.request.get(`/api/ideas/${created.id}/report`)).json();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    await fakes?.close();
    await llm?.close();
  });

  it("charts the first keyword, then switches keyword from the dropdown", async () => {
    await page.goto(`/report/${report.ideaId}`);
    await page.getByRole("heading", { level: 2, name: report.title }).waitFor();
    const card = page.getByRole("region", { name: "Market Interest" });
    const dropdown = card.getByRole("combobox");
    await dropdown.waitFor();
    const first = (await dropdown.textContent())?.replace("Keyword: ", "").trim() ?? "";
    expect(first.length).toBeGreaterThan(0);
    await card.getByRole("img", { name: new RegExp(`^Monthly .* for "${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" from `) }).waitFor();
    await card.getByText(/^Last updated: /).waitFor();
    expect(trendRequests[0]).toBe("");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dropdown.click();
    const options = page.getByRole("option");
    const names = await options.allTextContents();
    expect(names[0]).toBe(first);
    expect(names.length).toBeGreaterThan(1);
    const second = names[1] ?? "";
    await page.getByRole("option", { name: second, exact: true }).click();
    await expect.poll(() => dropdown.textContent()).toBe(`Keyword: ${second}`);
    await card.getByRole("img", { name: new RegExp(`for "${second.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`) }).waitFor();
    expect(trendRequests.at(-1)).toBe(`?keyword=${encodeURIComponent(second)}`);

    await card.getByRole("button", { name: "About Volume" }).hover();
    await page.getByRole("tooltip").waitFor();
    expect(await page.getByRole("tooltip").textContent()).toMatch(/Monthly global search volume|page views|interest index/);
  });

  it("lists the sources it consulted, linked safely, with evidence linked to them", async () => {
    expect(report.model).not.toBe("offline-analyst");
    expect(report.sources.length).toBeGreaterThan(0);
    const label = "Problem";
    const evidence = report.problemScore.evidence;
    await page.getByRole("region", { name: "Scores" }).getByRole("button", { name: label, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `${label} Score` });
    await dialog.waitFor();
    if (evidence.length > 0) {
      await dialog.getByRole("heading", { name: `Supporting Evidence (${evidence.length})` }).waitFor();
      const cited = evidence.filter((item) => /\[S\d+\]/.test(item)).length;
      expect(await dialog.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Source: / }) }).count()).toBe(cited);
      for (const link of await dialog.getByRole("link").all()) expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText(`Showing ${report.sources.length} of ${report.sources.length} sources`).waitFor();
    for (const link of await page.getByRole("link", { name: /^View source/ }).all()) {
      expect(await link.getAttribute("href")).toMatch(/^https?:\/\//);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Overview" }).click();
  });

  it("puts the chart of the chosen keyword in the downloaded PDF", async () => {
    const keyword = (await page.getByRole("region", { name: "Market Interest" }).getByRole("combobox").textContent())?.replace("Keyword: ", "") ?? "";
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    const text = (await pdfToText(await readFile(await download.path()))).replace(/\s+/g, " ");
    expect(text).toContain(report.title);
    expect(text).toContain(`Keyword ${keyword}`);
    expect(text).toContain("Peak: ");
    expect(text).toContain(`Total Sources: ${report.sources.length}`);
    expect(text).toContain("[S1] ");
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
