// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeReport } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const report = makeReport();
const path = `/report/${report.ideaId}`;
const reportRoute = `GET /api/ideas/${report.ideaId}/report`;

afterEach(() => vi.restoreAllMocks());

describe("Validation Report", () => {
  it("shows the title, recommendation, overall score and the four scores with their reasoning", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse(report) });
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 2, name: report.title })).toBeInTheDocument();
    expect(screen.getByText("Go")).toBeInTheDocument();
    expect(screen.getByText("6.8/10")).toBeInTheDocument();
    expect(screen.getByText("Not specified")).toBeInTheDocument();
    expect(screen.getByText("Generated Jan 5, 2025")).toBeInTheDocument();

    const scores = screen.getByRole("region", { name: "Scores" });
    for (const [label, value, reasoning] of [
      ["Opportunity", "7/10", report.opportunityScore.reasoning],
      ["Problem", "6.5/10", report.problemScore.reasoning],
      ["Feasibility", "8/10", report.feasibilityScore.reasoning],
      ["Timing", "5/10", report.timingScore.reasoning],
    ] as const) {
      expect(within(scores).getByRole("heading", { name: label })).toBeInTheDocument();
      expect(within(scores).getByText(value)).toBeInTheDocument();
      expect(within(scores).getByText(reasoning)).toBeInTheDocument();
    }
    expect(within(scores).getByRole("progressbar", { name: "Problem score" })).toHaveAttribute("aria-valuenow", "65");
  });

  it("shows Loading report... first", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => new Promise(() => {}) });
    renderApp(path);
    expect(await screen.findByText("Loading report...")).toBeInTheDocument();
  });

  it("says the report was not found on 404", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, [reportRoute]: () => jsonResponse({ error: "Report not found", code: "not_found" }, 404) });
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "Report not found" })).toBeInTheDocument();
    expect(screen.getByText("The requested validation report could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Library" })).toHaveAttribute("href", "/library");
  });

  it("alerts and returns to the library when the report cannot be loaded", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([]),
      [reportRoute]: () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    });
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Idea Library" })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(
      "Failed to load validation report: Failed to fetch validation report: 500 Internal Server Error",
    );
  });

  it("refuses a report missing its core fields", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([]),
      [reportRoute]: () => jsonResponse({ ...report, problemScore: undefined }),
    });
    renderApp(path);
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });
    expect(alert).toHaveBeenCalledWith("Failed to load validation report: Incomplete report data received from API");
  });
});
