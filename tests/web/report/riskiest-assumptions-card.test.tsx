// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DOG_WALKER_ASSUMPTIONS } from "../../helpers/experiment-plan-fixture.ts";
import { mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { ownerReportApi, sharedReportApi } from "../../../src/web/features/report/report-source.ts";
import { IDEA_ID, installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";
import { RiskiestAssumptionsCard } from "../../../src/web/features/report/riskiest-assumptions-card.tsx";

beforeAll(installBrowserGaps);
afterEach(() => vi.restoreAllMocks());

const report = () => sourcedReport({ riskiestAssumptions: DOG_WALKER_ASSUMPTIONS });

describe("the Riskiest Assumptions card", () => {
  it("shows each assumption with how settled it is, why it matters, its cited evidence and its experiment", () => {
    const shown = report();
    renderInApp(<RiskiestAssumptionsCard report={shown} api={ownerReportApi(IDEA_ID)} />);
    const card = screen.getByRole("region", { name: "Riskiest Assumptions" });
    const items = within(card).getAllByRole("listitem").filter((li) => li.parentElement?.getAttribute("aria-label") === "Assumptions");
    expect(items).toHaveLength(3);
    const [pay, pain, reach] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pay).getByRole("heading", { level: 4 })).toHaveTextContent("1. Independent dog walkers will pay $15 a month for Walkies.");
    expect(within(pay).getByText("Leaning against")).toBeInTheDocument();
    const against = within(pay).getByRole("list", { name: "Evidence against" });
    expect(within(against).getByRole("link", { name: `Source 6: ${shown.sources[5]!.title} (opens in a new tab)` })).toHaveAttribute("href", shown.sources[5]!.url);
    expect(within(pay).queryByRole("list", { name: "Evidence for" })).toBeNull();
    expect(within(pay).getByText("Experiment: Concierge or pre-sale offer")).toBeInTheDocument();
    expect(within(pay).getByText("$15 a month")).toBeInTheDocument();
    expect(within(pay).getByText("3 paying of 15 asked")).toBeInTheDocument();
    expect(within(pay).getByText("Decision rule (written before the test)")).toBeInTheDocument();
    expect(within(pain).getByText("Leaning for, not settled")).toBeInTheDocument();
    expect(within(pain).getByText("Tell me about the last time you dealt with dog walking schedules. What happened?")).toBeInTheDocument();
    expect(within(reach).getByText("Untested")).toBeInTheDocument();
    expect(within(reach).getByText("5% of visitors")).toBeInTheDocument();
    // Markup in the founder's words stays text.
    expect(card.querySelector("script, img")).toBeNull();
    expect(within(pain).getByRole("heading", { level: 4 }).textContent).toContain("<script>alert(1)</script>");
  });

  it("lets the owner download the plan and the smoke-test page, and nobody else", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:plan"), revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { requests } = mockFetch({
      [`GET /api/ideas/${IDEA_ID}/experiment-plan.md`]: () => new Response("# Experiment Plan", {
        headers: { "content-type": "text/markdown", "content-disposition": 'attachment; filename="walkies-experiment-plan.md"' },
      }),
    });
    const { unmount } = renderInApp(<RiskiestAssumptionsCard report={report()} api={ownerReportApi(IDEA_ID)} />);
    expect(screen.getByRole("button", { name: "Smoke-test page" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Experiment plan" }));
    await waitFor(() => expect(clicks).toEqual(["walkies-experiment-plan.md"]));
    expect(requests[0]?.url).toBe(`/api/ideas/${IDEA_ID}/experiment-plan.md`);
    unmount();
    renderInApp(<RiskiestAssumptionsCard report={report()} api={sharedReportApi("t0ken")} />);
    expect(screen.queryByRole("button", { name: "Experiment plan" })).toBeNull();
  });

  it("offers no smoke-test page when no experiment is one, and shows nothing for a report made before assumptions", () => {
    const { unmount } = renderInApp(<RiskiestAssumptionsCard report={sourcedReport({ riskiestAssumptions: DOG_WALKER_ASSUMPTIONS.slice(0, 2) })} api={ownerReportApi(IDEA_ID)} />);
    expect(screen.getByRole("button", { name: "Experiment plan" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Smoke-test page" })).toBeNull();
    unmount();
    renderInApp(<RiskiestAssumptionsCard report={sourcedReport()} api={ownerReportApi(IDEA_ID)} />);
    expect(screen.queryByRole("region", { name: "Riskiest Assumptions" })).toBeNull();
  });
});
