// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { DimensionScore } from "../../../src/shared/contracts/report.ts";
import { ScoreCard } from "../../../src/web/features/report/score-card.tsx";
import { installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";

beforeAll(installBrowserGaps);

const report = sourcedReport();
const score = (value: number): DimensionScore => ({ value, confidence: 0.5, reasoning: "r", evidence: [] });

describe("score cards and their dialogs", () => {
  it("opens '<Type> Score' with value/10, confidence, the analysis and numbered evidence", async () => {
    renderInApp(<ScoreCard label="Problem" score={report.problemScore} sources={report.sources} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Problem" }));

    const dialog = await screen.findByRole("dialog", { name: "Problem Score" });
    expect(within(dialog).getByText("7.8/10")).toBeInTheDocument();
    expect(within(dialog).getByText("72% confidence")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Analysis" })).toBeInTheDocument();
    expect(within(dialog).getByText(report.problemScore.reasoning)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Supporting Evidence (3)" })).toBeInTheDocument();
    const items = within(dialog).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.closest("ol")).not.toBeNull();
    expect(items[0]).toHaveTextContent(/^Chasing owners for payment at the end of the month is the most-cited chore/);
    // The [S1] [S3] markers become links to those sources, opening safely in a new tab.
    const links = within(items[0] as HTMLElement).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([report.sources[0]?.url, report.sources[2]?.url]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(items[0]).not.toHaveTextContent("[S1]");
  });

  it("links [S<n>] citations in the analysis to their sources", async () => {
    const cited = { ...report.timingScore, reasoning: "Incumbents could add a solo plan [S6]; see [S9]." };
    renderInApp(<ScoreCard label="Timing" score={cited} sources={report.sources} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Timing" }));
    const dialog = await screen.findByRole("dialog", { name: "Timing Score" });
    const link = within(dialog).getByRole("link", { name: `Source 6: ${report.sources[5]?.title} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", report.sources[5]?.url);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.parentElement).toHaveTextContent("Incumbents could add a solo plan [S6]; see [S9].");
  });

  it("leaves out the evidence list when there is none, and says so", async () => {
    renderInApp(<ScoreCard label="Timing" score={report.timingScore} sources={report.sources} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Timing" }));
    const dialog = await screen.findByRole("dialog", { name: "Timing Score" });
    expect(within(dialog).queryByText(/Supporting Evidence/)).toBeNull();
    expect(within(dialog).getByText("No supporting evidence was cited for this score.")).toBeInTheDocument();
  });

  it("shows the bar at value x 10 % and colours: 8+ green, 6+ blue, 4+ yellow, else red", () => {
    const cases = [[8, "green"], [7.9, "blue"], [6, "blue"], [5.9, "yellow"], [4, "yellow"], [3.9, "red"], [10, "green"], [0, "red"]] as const;
    for (const [value, colour] of cases) {
      const { unmount } = renderInApp(<ScoreCard label="Opportunity" score={score(value)} sources={[]} />);
      expect(screen.getByText(`${value}/10`).className, String(value)).toContain(`text-${colour}-700`);
      const bar = screen.getByRole("progressbar", { name: "Opportunity score" });
      expect(bar).toHaveAttribute("aria-valuenow", String(Math.round(value * 10)));
      expect((bar.firstElementChild as HTMLElement).className).toContain(`bg-${colour}-500`);
      unmount();
    }
  });
});
