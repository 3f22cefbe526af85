import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/shared/contracts/report.ts";
import { startFakeSourceServers, type FakeSources } from "../fakes/fake-source-servers.ts";
import { startApp } from "../helpers/app-server.ts";
import { pdfToText } from "../helpers/pdf-text.ts";
import { validateIdea } from "./journey-ideas.ts";
import { seriousViolations, TRENDS_UNAVAILABLE, unexpectedProblems, useJourney } from "./journey.ts";

const IDEA = "Freelancers lose hours chasing unpaid invoices. An invoicing app that sends automatic payment reminders and tracks who still owes money, for $9 a month.";

const KEYLESS_SOURCES = "hackernews,stackexchange,github,wikipedia";

/** Every `[S<n>]` in a text, as numbers. */
const citations = (text: string) => [...text.matchAll(/\[S(\d+)\]/g)].map((m) => Number(m[1]));

/** Each citation link in a card points at the listed source it names, safely, in a new tab. */
async function expectCitationsResolve({ card, report }: { card: Locator; report: ValidationReport }): Promise<number> {
  const links = await card.getByRole("link", { name: /^Source \d+: / }).all();
  for (const link of links) {
    const n = Number(/^Source (\d+):/.exec((await link.getAttribute("aria-label")) ?? "")?.[1]);
    expect(await link.getAttribute("href")).toBe(report.sources[n - 1]?.url);
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("target")).toBe("_blank");
  }
  return links.length;
}

// No model key: the program runs as `npm start` would with the keyless sources it searches by
// default, each pointed at a fake server on 127.0.0.1 (recorded answers), so the text analyst's
// report is built from what they return.
describe("the competitor landscape and the case against on a no-key report", () => {
  let fakes: FakeSources;
  const journey = useJourney({
    start: async () => {
      fakes = await startFakeSourceServers();
      return startApp({ env: { ...fakes.env, SOURCES: KEYLESS_SOURCES } });
    },
    signIn: { email: "lin@example.com", name: "Lin Founder" },
  });
  let page: Page;
  let report: ValidationReport;

  beforeAll(async () => {
    ({ page } = journey);
    report = await validateIdea(page, IDEA);
  });

  afterAll(async () => {
    await fakes?.close();
  });

  it("is made without a model from retrieved sources, and every citation of both sections names a listed source", () => {
    expect(report.model).toBe("offline-analyst");
    expect(report.sources.length).toBeGreaterThan(0);
    const landscape = report.competitorLandscape!;
    const against = report.caseAgainst!;
    expect(landscape.competitors.length).toBeGreaterThan(0);
    const cited = [...landscape.competitors.flatMap((c) => c.evidence), against.summary, ...against.points].flatMap(citations);
    expect(cited.length).toBeGreaterThan(0);
    for (const n of cited) expect(n >= 1 && n <= report.sources.length).toBe(true);
    expect(landscape.searched).toMatch(/^Searched /);
    // The fake GitHub answers with repositories of thousands of stars: that alone argues against a newcomer.
    expect(against.evidenceFound).toBe(true);
  });

  it("shows each competitor with its link, what its sources show and the citations, linked to the sources", async () => {
    await page.goto(`/report/${report.ideaId}`);
    await page.getByRole("heading", { level: 2, name: report.title }).waitFor();
    const card = page.getByRole("region", { name: "Competitor Landscape" });
    await card.waitFor();
    const landscape = report.competitorLandscape!;
    const items = card.getByRole("list", { name: "Competitors found" }).locator(":scope > li");
    expect(await items.count()).toBe(landscape.competitors.length);
    for (const [index, competitor] of landscape.competitors.entries()) {
      const item = items.nth(index);
      const link = item.getByRole("link", { name: `${competitor.name} (opens in a new tab)`, exact: true });
      expect(await link.getAttribute("href")).toBe(competitor.url);
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await item.getByRole("listitem").count()).toBe(competitor.evidence.length);
    }
    const evidenceCitations = landscape.competitors.flatMap((c) => c.evidence).flatMap(citations).length;
    expect(await expectCitationsResolve({ card, report })).toBe(evidenceCitations);
    await card.getByText(landscape.searched).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("states the strongest case against in its own block, with what was searched", async () => {
    const against = report.caseAgainst!;
    const card = page.getByRole("region", { name: "The Case Against" });
    await card.waitFor();
    const points = card.getByRole("list", { name: "What the case rests on" }).getByRole("listitem");
    expect(await points.count()).toBe(against.points.length);
    expect(await expectCitationsResolve({ card, report })).toBe([against.summary, ...against.points].flatMap(citations).length);
    await card.getByText(against.searched).waitFor();
    // The summary is shown whole, citations turned into links.
    expect((await card.locator("p").first().textContent())?.replace(/\s+/g, " ")).toBe(against.summary.replace(/\s+/g, " "));
  });

  it("puts both sections in the downloaded PDF", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    const text = (await pdfToText(await readFile(await download.path()))).replace(/\s+/g, " ");
    expect(text).toContain("The Case Against");
    expect(text).toContain("Competitor Landscape");
    expect(text).toContain(report.competitorLandscape!.competitors[0]!.name);
    expect(unexpectedProblems(journey.problems, [TRENDS_UNAVAILABLE])).toEqual([]);
  });
});
