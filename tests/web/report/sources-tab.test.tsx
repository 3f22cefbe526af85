// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { SourcesTab } from "../../../src/web/features/report/sources-tab.tsx";
import { installBrowserGaps, renderInApp, sourcedReport, TEST_NOW } from "./report-test-kit.tsx";

beforeAll(installBrowserGaps);

const report = sourcedReport();
const cardTitles = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent?.replace(/^\[S\d+\]/, ""));
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

async function choose({ select, option }: { select: string; option: string }) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: select }));
  await user.click(screen.getByRole("option", { name: option }));
}

describe("Sources tab", () => {
  it("shows the four stats and every source, most relevant first", () => {
    renderInApp(<SourcesTab report={report} now={TEST_NOW} />);
    expect(screen.getByRole("heading", { name: "Source Citations" })).toBeInTheDocument();
    expect([stat("Total Sources"), stat("High Relevance"), stat("Recent (30d)"), stat("Source Types")]).toEqual(["7", "3", "1", "5"]);
    expect(screen.getByText("Showing 7 of 7 sources")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter" })).toHaveTextContent("All Sources");
    expect(screen.getByRole("combobox", { name: "Sort" })).toHaveTextContent("Relevance");
    expect(cardTitles()).toEqual([
      "How do you keep track of recurring walks and payments?",
      "Review: the leading pet-sitting app is great for agencies, pricey for solo walkers",
      "Ask HN: Software for solo service businesses?",
      "Pet industry",
      "Invoicing clients monthly for variable services",
      "rrule: recurrence rules for calendar dates",
      "A day in the life of a professional dog walker",
    ]);
  });

  it("shows each card's platform, type, relative date, relevance and a safe link out", () => {
    renderInApp(<SourcesTab report={report} now={TEST_NOW} />);
    const [first] = screen.getAllByRole("article");
    const card = within(first as HTMLElement);
    expect(card.getByText("[S1]")).toBeInTheDocument();
    expect(card.getByText("Reddit")).toBeInTheDocument();
    expect(card.getByText("Discussion")).toBeInTheDocument();
    expect(card.getByText("2 weeks ago")).toBeInTheDocument();
    expect(card.getByText("9/10")).toBeInTheDocument();
    const link = card.getByRole("link", { name: /View source on reddit.com/ });
    expect(link).toHaveAttribute("href", report.sources[0]?.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const dates = screen.getAllByRole("article").map((article) => article.querySelector("time")?.textContent);
    expect(dates).toEqual(["2 weeks ago", "2 months ago", "4 months ago", "5 months ago", "7 months ago", "11 months ago", "1 year ago"]);
  });

  it("filters to high relevance (7+) and to the last 30 days", async () => {
    renderInApp(<SourcesTab report={report} now={TEST_NOW} />);
    await choose({ select: "Filter", option: "High Relevance (7+)" });
    expect(screen.getByText("Showing 3 of 7 sources")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    await choose({ select: "Filter", option: "Recent (30 days)" });
    expect(screen.getByText("Showing 1 of 7 sources")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["How do you keep track of recurring walks and payments?"]);
  });

  it("sorts by date (newest first) and by type", async () => {
    renderInApp(<SourcesTab report={report} now={TEST_NOW} />);
    await choose({ select: "Sort", option: "Date" });
    expect(cardTitles()[0]).toBe("How do you keep track of recurring walks and payments?");
    expect(cardTitles().at(-1)).toBe("A day in the life of a professional dog walker");
    await choose({ select: "Sort", option: "Type" });
    const types = screen.getAllByRole("article").map((article) => article.querySelector("p")?.children[2]?.textContent);
    expect(types).toEqual(["Article", "Data", "Discussion", "Discussion", "Discussion", "Review", "Video"]);
  });

  it("says a report with no sources retrieved none, and what was searched, rather than blaming a filter", () => {
    const dataCollection = "Read your idea description (40 words, 3 sentences). Sources retrieved: 0. No source connector is enabled.";
    renderInApp(<SourcesTab report={{ ...report, sources: [], methodology: { ...report.methodology, dataCollection } }} now={TEST_NOW} />);
    expect(screen.getByText("Showing 0 of 0 sources")).toBeInTheDocument();
    expect(screen.getByText("No sources were retrieved for this report")).toBeInTheDocument();
    expect(screen.getAllByText(dataCollection)[0]).toBeInTheDocument();
    expect(screen.queryByText("Try adjusting your filters to see more sources.")).not.toBeInTheDocument();
  });

  it("opens one methodology block at a time, with every figure and list", async () => {
    renderInApp(<SourcesTab report={report} now={TEST_NOW} />);
    const user = userEvent.setup();
    const blocks = ["Research Process", "Quality Assessment", "Limitations & Assumptions", "Analysis Strengths & Weaknesses"];
    for (const name of blocks) expect(screen.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");

    await user.click(screen.getByRole("button", { name: "Research Process" }));
    expect(screen.getByText(report.methodology.researchProcess)).toBeInTheDocument();
    expect(screen.getByText(report.methodology.dataCollection)).toBeInTheDocument();
    expect(screen.getByText(report.methodology.analysisApproach)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Quality Assessment" }));
    expect(screen.getByRole("button", { name: "Research Process" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(report.methodology.researchProcess)).toBeNull();
    const region = screen.getByRole("region", { name: "Quality Assessment" });
    expect(region).toHaveTextContent("Confidence level 66%");
    for (const metric of ["Source Diversity", "Recency", "Specificity", "Sentiment Consistency", "Volume", "Authority"]) {
      expect(within(region).getByRole("progressbar", { name: metric })).toBeInTheDocument();
    }
    expect(region).toHaveTextContent("Research quality 6.7/10");

    await user.click(screen.getByRole("button", { name: "Limitations & Assumptions" }));
    for (const item of [...report.methodology.limitations, ...report.methodology.assumptions]) expect(screen.getByText(item)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Analysis Strengths & Weaknesses" }));
    for (const item of [...report.qualityAssessment.strengths, ...report.qualityAssessment.weaknesses]) expect(screen.getByText(item)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Analysis Strengths & Weaknesses" }));
    for (const name of blocks) expect(screen.getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
  });
});
