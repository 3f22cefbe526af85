// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, signedIn } from "../../../src/web/test/mock-fetch.ts";
import { renderApp } from "../../../src/web/test/render-app.tsx";
import { ReportPage } from "../../../src/web/features/report/report-page.tsx";
import { IDEA_ID, installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";
import { formatScore } from "../../../src/shared/display/format-score.ts";
import { getReportRecommendation } from "../../../src/shared/display/recommendation.ts";

const report = sourcedReport();
const path = `/report/${IDEA_ID}`;
const reportRoute = `GET /api/ideas/${IDEA_ID}/report`;
const noTrends = () => jsonResponse({ error: "No keyword data found for this idea", code: "no_keyword_data" }, 404);

beforeAll(installBrowserGaps);
afterEach(() => vi.restoreAllMocks());

describe("Validation Report screen", () => {
  it("shows the breadcrumb, the header and the overview with its four scores", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse(report), [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: noTrends });
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 2, name: report.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Reports" })).toHaveAttribute("href", "/library");
    expect(within(breadcrumb).getByText(report.title)).toHaveAttribute("aria-current", "page");

    expect(screen.getByText("Independent dog walkers in the United States")).toBeInTheDocument();
    expect(screen.getByText("Jun 29, 2025")).toBeInTheDocument();
    expect(screen.getByText(report.description)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

    const scores = screen.getByRole("region", { name: "Scores" });
    for (const [label, value] of [["Opportunity", "7.2/10"], ["Problem", "7.8/10"], ["Feasibility", "8.1/10"], ["Timing", "5.4/10"]] as const) {
      expect(within(scores).getByRole("heading", { name: label })).toBeInTheDocument();
      expect(within(scores).getByText(value)).toBeInTheDocument();
    }
    expect(within(scores).getByRole("progressbar", { name: "Problem score" })).toHaveAttribute("aria-valuenow", "78");
    expect(screen.getByRole("heading", { name: "Business Fit" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What's Next" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Market Interest" })).toBeInTheDocument();
  });

  it("opens on the verdict: recommendation, overall score, confidence and why, before the score cards", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse(report), [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: noTrends });
    renderApp(path);
    const verdict = await screen.findByRole("region", { name: "Verdict" });
    expect(verdict).toHaveTextContent(getReportRecommendation(report.recommendation).label);
    expect(verdict).toHaveTextContent(`Overall ${formatScore(report.overallScore)}/10`);
    expect(verdict).toHaveTextContent(`Confidence ${Math.round(report.methodology.confidenceLevel * 100)}%`);
    expect(verdict).toHaveTextContent(/is the strongest score/);
    expect(verdict.compareDocumentPosition(screen.getByRole("region", { name: "Scores" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(verdict).queryByRole("note")).not.toBeInTheDocument();
  });

  it("says a report without sources was drawn from the description alone, and marks a thin one provisional", async () => {
    const thin = { ...report, sources: [], missingDetails: ["who the customer is", "how you will charge and how much"] };
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse(thin), [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: noTrends });
    renderApp(path);
    const verdict = await screen.findByRole("region", { name: "Verdict" });
    expect(within(verdict).getByRole("note", { name: "Drawn from the description alone" })).toBeInTheDocument();
    expect(verdict).toHaveTextContent("(provisional)");
    expect(verdict).toHaveTextContent("Add who the customer is and how you will charge and how much, then validate again.");
  });

  it("switches to the Sources tab and back", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse(report), [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: noTrends });
    renderApp(path);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Sources" }));
    expect(screen.getByRole("heading", { name: "Source Citations" })).toBeInTheDocument();
    expect(screen.getByText("Showing 7 of 7 sources")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Methodology & Transparency" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    expect(screen.getByRole("region", { name: "Scores" })).toBeInTheDocument();
  });

  it("shows a dashed Not specified badge with a tip when there is no target market, and Recently for an unreadable date", async () => {
    mockFetch({
      "GET /api/auth/user": signedIn,
      [reportRoute]: () => jsonResponse({ ...report, targetMarket: null, generatedAt: "not a date" }),
      [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: noTrends,
    });
    renderApp(path);
    const badge = await screen.findByRole("button", { name: "Not specified" });
    expect(badge.className).toContain("border-dashed");
    expect(screen.getByText("Recently")).toBeInTheDocument();
    badge.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Add a target market");
  });

  it("shows Loading report... first", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => new Promise(() => {}) });
    renderApp(path);
    expect(await screen.findByText("Loading report...")).toBeInTheDocument();
  });

  it("says the report was not found on 404, with a way back to the library", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse({ error: "Report not found", code: "report_not_found" }, 404) });
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "Report not found" })).toBeInTheDocument();
    expect(screen.getByText("The requested validation report could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Library" })).toHaveAttribute("href", "/library");
  });

  it("says the id is invalid when there is none, and asks for nothing", () => {
    const { fetchMock } = mockFetch({});
    renderInApp(<ReportPage ideaId="  " />);
    expect(screen.getByRole("heading", { name: "Invalid report ID" })).toBeInTheDocument();
    expect(screen.getByText("The report ID in the URL is invalid.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("alerts and returns to the library when the report cannot be loaded", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([]),
      [reportRoute]: () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    });
    renderApp(path);
    await waitFor(() => expect(window.location.pathname).toBe("/library"));
    expect(alert).toHaveBeenCalledWith("Failed to load validation report: Failed to fetch validation report: 500 Internal Server Error");
  });

  it.each(["ideaId", "opportunityScore", "problemScore"])("refuses a report without %s", async (field) => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([]),
      [reportRoute]: () => jsonResponse({ ...report, [field]: undefined }),
    });
    renderApp(path);
    await waitFor(() => expect(window.location.pathname).toBe("/library"));
    expect(alert).toHaveBeenCalledWith("Failed to load validation report: Incomplete report data received from API");
  });
});
