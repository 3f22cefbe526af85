// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DOG_WALKER_SECTIONS } from "../../helpers/report-sections-fixture.ts";
import type { ValidationReport } from "../../../src/shared/contracts/report.ts";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { CaseAgainstCard } from "../../../src/web/features/report/case-against-card.tsx";
import { CompetitorLandscapeCard } from "../../../src/web/features/report/competitor-landscape-card.tsx";
import { ownerReportApi } from "../../../src/web/features/report/report-source.ts";
import { IDEA_ID, installBrowserGaps, renderInApp, sourcedReport, trendsFor } from "./report-test-kit.tsx";

beforeAll(installBrowserGaps);
afterEach(() => vi.restoreAllMocks());

const api = ownerReportApi(IDEA_ID);
const trendsRoute = `GET /api/ideas/${IDEA_ID}/keyword-trends`;

const withSections = (): ValidationReport => sourcedReport(DOG_WALKER_SECTIONS);

describe("the Competitor Landscape card", () => {
  it("links each competitor, labels how it was found, links its citations to the sources and lists unverified names apart", async () => {
    const report = withSections();
    renderInApp(<CompetitorLandscapeCard report={report} />);
    const card = screen.getByRole("region", { name: "Competitor Landscape" });
    expect(within(card).getByText("2 competing products and projects found in the retrieved sources.")).toBeInTheDocument();
    const items = within(within(card).getByRole("list", { name: "Competitors found" })).getAllByRole("listitem").filter((li) => li.parentElement?.getAttribute("aria-label") === "Competitors found");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: /^jkbrzt\/rrule/ })).toHaveAttribute("href", "https://github.com/jkbrzt/rrule");
    expect(within(items[0]!).getByText("GitHub repository")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: `Source 4: ${report.sources[3]!.title} (opens in a new tab)` })).toHaveAttribute("href", report.sources[3]!.url);
    expect(within(items[1]!).getByText("Web result")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { level: 4, name: "Unverified: known to the model, not found in this research" })).toBeInTheDocument();
    expect(within(card).getByText("Rover, Wag")).toBeInTheDocument();
    expect(within(card).getByText(report.competitorLandscape!.searched)).toBeInTheDocument();
  });

  it("says nothing was found, and what was searched, when the research found no competitor", async () => {
    renderInApp(<CompetitorLandscapeCard report={sourcedReport({ competitorLandscape: { competitors: [], unverified: [], searched: "Searched GitHub (1 search, 0 results); 0 sources retrieved." } })} />);
    expect(screen.getByText("No competing products or projects turned up in the retrieved sources.")).toBeInTheDocument();
    expect(screen.getByText("Searched GitHub (1 search, 0 results); 0 sources retrieved.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Competitors found" })).toBeNull();
  });

  it("shows hostile text as text and never links a non-http address", () => {
    const hostile = "<img src=x onerror=\"window.__xss=1\">";
    renderInApp(<CompetitorLandscapeCard report={sourcedReport({
      competitorLandscape: { competitors: [{ name: hostile, url: "javascript:window.__xss=1", foundAs: "web-result", evidence: [`${hostile} [S1]`] }], unverified: [hostile], searched: hostile },
    })} />);
    const card = screen.getByRole("region", { name: "Competitor Landscape" });
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).queryByRole("link", { name: /xss/ })).toBeNull();
    expect(within(card).getAllByText(hostile).length).toBeGreaterThanOrEqual(3);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it("is absent from a report stored before the landscape existed", () => {
    renderInApp(<CompetitorLandscapeCard report={sourcedReport()} />);
    expect(screen.queryByRole("region", { name: "Competitor Landscape" })).toBeNull();
  });
});

describe("The Case Against card", () => {
  it("shows the summary and its points with their citations linked, and adds falling interest from the trend", async () => {
    const falling = { ...trendsFor("dog walking app"), growthRate: -42 };
    mockFetch({ [trendsRoute]: () => jsonResponse(falling) });
    const report = withSections();
    renderInApp(<CaseAgainstCard report={report} api={api} keyword={null} />);
    const card = screen.getByRole("region", { name: "The Case Against" });
    expect(within(card).getAllByRole("link", { name: `Source 6: ${report.sources[5]!.title} (opens in a new tab)` })[0]).toHaveAttribute("href", report.sources[5]!.url);
    const points = within(card).getByRole("list", { name: "What the case rests on" });
    expect(await within(points).findByText(/^Falling interest: .* fell 42% against the previous period/)).toBeInTheDocument();
    expect(within(points).getAllByRole("listitem")).toHaveLength(report.caseAgainst!.points.length + 1);
    expect(within(card).getByText("From your description: the idea faces a marketplace cold start.")).toBeInTheDocument();
  });

  it("adds nothing when interest is not falling", async () => {
    const { requests } = mockFetch({ [trendsRoute]: () => jsonResponse({ ...trendsFor("dog walking app"), growthRate: 12 }) });
    const report = withSections();
    renderInApp(<CaseAgainstCard report={report} api={api} keyword={null} />);
    await vi.waitFor(() => expect(requests.length).toBe(1));
    const points = screen.getByRole("list", { name: "What the case rests on" });
    expect(within(points).getAllByRole("listitem")).toHaveLength(report.caseAgainst!.points.length);
  });
});
