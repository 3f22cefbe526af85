import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { startFakeLlmServer, type FakeLlmServer } from "../fakes/fake-llm-server.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";
import { startApp } from "../helpers/app-server.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { validateIdea } from "./journey-ideas.ts";
import { seriousViolations, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA = "A scheduling app for independent dog walkers that books recurring walks, tracks routes and bills owners monthly.";

// The program runs as `npm start` would with a model: the fake OpenAI-compatible model server, and
// every research source and trends provider pointed at fake servers on 127.0.0.1 (recorded
// answers). The report then has real sources, evidence citing them and keyword trends.
describe("the report the model writes, with sources and keyword trends", () => {
  let llm: FakeLlmServer;
  let fakes: FakeSources;
  const journey = useJourney({
    start: async () => {
      llm = await startFakeLlmServer({ firstTokenMs: 20, tokensPerSecond: 5000 });
      fakes = await startFakeSourceServers();
      return startApp({
        env: { ...fakes.env, LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: llm.url, LLM_MODEL: "fake-smart", LLM_FAST_MODEL: "fake-fast" },
      });
    },
    signIn: { email: "ada@example.com", name: "Ada Lovelace" },
  });
  let page: Page;
  let report: ValidationReport;
  const trendRequests: string[] = [];

  beforeAll(async () => {
    ({ page } = journey);
    page.on("request", (request) => {
      if (request.url().includes("/keyword-trends")) trendRequests.push(new URL(request.url()).search);
    });
    report = await validateIdea(page, IDEA);
  });

  // The fake servers outlive no test; the app is idle by then, so the order of clean-ups does not matter.
  afterAll(async () => {
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
    expect(await seriousViolations(page)).toEqual([]);

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
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Sources" }).click();
    await page.getByText(`Showing ${report.sources.length} of ${report.sources.length} sources`).waitFor();
    for (const link of await page.getByRole("link", { name: /^View source/ }).all()) {
      expect(await link.getAttribute("href")).toMatch(/^https?:\/\//);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(await seriousViolations(page)).toEqual([]);
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
  });

  it("names the same source counts on the overview, the Sources tab, the PDF and the Markdown", async () => {
    const counts = report.sourceCounts;
    expect(counts?.listed).toBe(report.sources.length);
    expect(counts && counts.retrieved >= counts.listed && counts.readInFull <= counts.retrieved).toBe(true);
    const line = `${counts?.retrieved} sources retrieved, ${counts?.readInFull} read in full, ${report.sources.length} listed in this report`;
    for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/report/${report.ideaId}`);
      expect(await page.getByRole("region", { name: "Verdict" }).getByTestId("source-counts").innerText()).toBe(line);
      await page.getByRole("tab", { name: "Sources" }).click();
      expect(await page.getByRole("tabpanel").getByTestId("source-counts").innerText()).toBe(line);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const pdf = (await pdfToText(Buffer.from(await (await page.request.get(`/api/ideas/${report.ideaId}/report.pdf`)).body()))).replace(/\s+/g, " ");
    expect(pdf).toContain(`${line}.`);
    // "Overall score" is the verdict's alone; the quality section names research quality.
    expect(pdf.split("Overall score").length - 1).toBe(1);
    expect(pdf).toContain("Research quality");
    const markdown = await (await page.request.get(`/api/ideas/${report.ideaId}/report.md`)).text();
    expect(markdown).toContain(`${line}.`);
    expect(markdown).toContain("## Research quality: ");
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE])).toEqual([]);
  });
});
