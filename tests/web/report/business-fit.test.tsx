// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { BusinessFitCard } from "../../../src/web/features/report/business-fit-card.tsx";
import { installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";

beforeAll(installBrowserGaps);

const report = sourcedReport();

const STATED_PENCE = {
  prices: [{ amount: 4.99, upTo: null, currency: "GBP" as const, period: "month" as const, per: null, recurring: true, item: null, words: "We charge £4.99/month." }],
  main: 0, takeRate: null, freeTier: false, ads: false, billing: null,
};

async function open(row: RegExp, title: string) {
  renderInApp(<BusinessFitCard report={report} />);
  await userEvent.setup().click(screen.getByRole("button", { name: row }));
  return screen.findByRole("dialog", { name: title });
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe("Business Fit", () => {
  it("lists three rows: Revenue Potential reads $ marks from its score (6.5 is $$), the others score/10", () => {
    renderInApp(<BusinessFitCard report={report} />);
    expect(screen.getByRole("button", { name: /Revenue Potential/ })).toHaveTextContent("$$");
    expect(screen.getByRole("button", { name: /Revenue Potential/ })).not.toHaveTextContent("$$$");
    expect(screen.getByRole("button", { name: /Execution Difficulty/ })).toHaveTextContent("5.5/10");
    expect(screen.getByRole("button", { name: /Go-To-Market/ })).toHaveTextContent("6.8/10");
  });

  it("Revenue Potential: market sizes and projections in SPEC's money format, pricing and assumptions", async () => {
    const dialog = await open(/Revenue Potential/, "Revenue Potential");
    expect(within(dialog).getByText("6.5/10")).toBeInTheDocument();
    expect(within(dialog).getByText(report.revenuePotential.description)).toBeInTheDocument();
    const facts = Object.fromEntries(within(dialog).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      "Total Market": "$2.4bn",
      Addressable: "$310M",
      Serviceable: "$42M",
      "Year 1": "$180K",
      "Year 2": "$720K",
      "Year 3": "$1.9M",
    });
    expect(within(dialog).getByText("Subscription plus a small payment fee")).toBeInTheDocument();
    // No price was stated in this report: the suggested price is labelled an estimate.
    expect(within(dialog).getByText("about $12 per month (estimate)")).toBeInTheDocument();
    expect(within(dialog).getByText(report.revenuePotential.pricingStrategy.reasoning)).toBeInTheDocument();
    const assumptions = within(dialog).getByRole("region", { name: "Key Assumptions" });
    expect(texts(within(assumptions).getAllByRole("listitem"))).toEqual(report.revenuePotential.revenueProjections.assumptions);
  });

  it("Execution Difficulty: resources, risks, technical and non-technical challenges (medium or high probability)", async () => {
    const dialog = await open(/Execution Difficulty/, "Execution Difficulty");
    expect(within(dialog).getByText("2-3 people")).toBeInTheDocument();
    expect(within(dialog).getByText("$150K-$250K for the first year")).toBeInTheDocument();
    expect(within(dialog).getByText("4 months to a paid beta")).toBeInTheDocument();
    const risks = within(dialog).getByRole("region", { name: "Execution Risks" });
    expect(within(risks).getAllByRole("listitem")).toHaveLength(3);
    expect(within(risks).getByText("Payment disputes with owners").parentElement).toHaveTextContent("Low probability");
    const technical = within(dialog).getByRole("region", { name: "Technical Challenges" });
    expect(texts(within(technical).getAllByRole("listitem"))).toEqual(report.executionDifficulty.technicalChallenges);
    const nonTechnical = within(dialog).getByRole("region", { name: "Non-Technical Challenges" });
    expect(texts(within(nonTechnical).getAllByRole("listitem"))).toEqual([
      "Walkers are hard to reach through paid channels",
      "An incumbent launches a cheap solo plan",
    ]);
  });

  it("Go-To-Market: CAC, LTV and payback, channels, market entry and high-impact channels (7 or more)", async () => {
    const dialog = await open(/Go-To-Market/, "Go-To-Market");
    const facts = Object.fromEntries(within(dialog).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({ CAC: "$45", LTV: "$420", Payback: "3 months" });
    const channels = within(dialog).getByRole("region", { name: "Channels" });
    expect(within(channels).getAllByRole("listitem")).toHaveLength(4);
    expect(within(channels).getByText("Search ads").parentElement).toHaveTextContent("Effectiveness 4/10Cost High");
    expect(within(dialog).getByText(report.goToMarketSignals.marketEntry.strategy)).toBeInTheDocument();
    expect(within(dialog).getByText(`Timeline: ${report.goToMarketSignals.marketEntry.timeline}`)).toBeInTheDocument();
    const highImpact = within(dialog).getByRole("region", { name: "High-Impact Channels" });
    expect(texts(within(highImpact).getAllByRole("listitem"))).toEqual([
      "Local walker communities and Facebook groups (8/10)",
      "Referral credit between walkers (7.5/10)",
    ]);
  });

  it("says so when a list is empty", async () => {
    renderInApp(<BusinessFitCard report={{ ...report, executionDifficulty: { ...report.executionDifficulty, riskFactors: [], technicalChallenges: [] } }} />);
    await userEvent.setup().click(screen.getByRole("button", { name: /Execution Difficulty/ }));
    const dialog = await screen.findByRole("dialog", { name: "Execution Difficulty" });
    expect(within(dialog).getAllByText("None identified.")).toHaveLength(2);
    expect(within(dialog).getByText("No risk with medium or high probability.")).toBeInTheDocument();
  });

  it("shows rule-of-thumb money as rough ranges in the founder's currency, set apart from researched figures", async () => {
    const rough = { ...report, currency: "GBP" as const, moneyFigures: "rule-of-thumb" as const,
      revenuePotential: { ...report.revenuePotential, pricingStrategy: { ...report.revenuePotential.pricingStrategy, suggestedPrice: 4.99, per: "a month", stated: STATED_PENCE } } };
    renderInApp(<BusinessFitCard report={rough} />);
    await userEvent.setup().click(screen.getByRole("button", { name: /Revenue Potential/ }));
    const dialog = await screen.findByRole("dialog", { name: "Revenue Potential" });
    expect(within(dialog).getByText("Rough rule-of-thumb ranges, not researched figures.")).toBeInTheDocument();
    const yearOne = within(dialog).getByText("Year 1").nextElementSibling;
    expect(yearOne).toHaveTextContent("~£90K–£360K");
    expect(yearOne).toHaveClass("italic");
    // The founder's own price is theirs, not a rule of thumb: as they stated it, pence kept.
    expect(within(dialog).getByText("£4.99 a month (as you state it)")).toBeInTheDocument();
  });

  it("colours a low execution difficulty as good news", async () => {
    renderInApp(<BusinessFitCard report={{ ...report, executionDifficulty: { ...report.executionDifficulty, score: 2 } }} />);
    await userEvent.setup().click(screen.getByRole("button", { name: /Execution Difficulty/ }));
    const dialog = await screen.findByRole("dialog", { name: "Execution Difficulty" });
    expect(within(dialog).getByText("2/10")).toHaveClass("text-green-700");
  });
});
