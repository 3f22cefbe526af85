// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "../../../shared/contracts/analytics.ts";
import type { ActivityWeek } from "../../../shared/contracts/dashboard.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { ScoreTrendCard } from "../dashboard/index.ts";

afterEach(() => vi.restoreAllMocks());

const EMPTY: Analytics = {
  totals: { ideas: 0, reports: 0, sources: 0, averageScore: null },
  scoreDistribution: [],
  dimensionAverages: { opportunity: null, problem: null, feasibility: null, timing: null },
  recommendations: [],
  validationsOverTime: [],
  sourceTypes: [],
  platforms: [],
};

describe("empty analytics", () => {
  it("shows one empty state with the way forward, not a wall of empty boxes", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/analytics": () => jsonResponse(EMPTY), "GET /api/ideas": () => jsonResponse([]) });
    renderApp("/analytics");
    expect(await screen.findByRole("heading", { name: "Nothing to chart yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Validate New Idea" })).toHaveAttribute("href", "/input");
    expect(screen.queryByText("Avg. Opportunity")).not.toBeInTheDocument();
    expect(screen.queryByText("Average Score")).not.toBeInTheDocument();
  });
});

describe("Score Trends", () => {
  const week = (weekStart: string, averageScore: number | null): ActivityWeek => ({ weekStart, submitted: 1, validated: averageScore === null ? 0 : 1, failed: 0, averageScore });

  it("says a single week of scores is not a trend yet instead of drawing one dot", () => {
    render(<ScoreTrendCard weeks={[week("2026-01-05", null), week("2026-01-12", 6.5)]} />);
    expect(screen.getByText("A trend appears once validations finish in two different weeks.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("draws the line from two weeks on", () => {
    render(<ScoreTrendCard weeks={[week("2026-01-05", 5), week("2026-01-12", 6.5)]} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(/Average score of your validations in the week of Jan 12: 6.5\/10/);
  });
});
