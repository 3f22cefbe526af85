// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReportRecommendation } from "../../../src/shared/contracts/report.ts";
import { DOG_WALKER_ASSUMPTIONS } from "../../helpers/experiment-plan-fixture.ts";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { ownerReportApi, sharedReportApi } from "../../../src/web/features/report/report-source.ts";
import { IDEA_ID, installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";
import { VerdictHero } from "../../../src/web/features/report/verdict-hero.tsx";
import { WhatsNextCard } from "../../../src/web/features/report/whats-next-card.tsx";

beforeAll(installBrowserGaps);
afterEach(() => vi.restoreAllMocks());

const api = ownerReportApi(IDEA_ID);
const LINK = { id: "00000000-0000-4000-8000-0000000000aa", path: `/shared/${"t".repeat(43)}`, createdAt: "2025-06-30T00:00:00.000Z", activeLinks: 1 };

describe("What's Next", () => {
  it.each([
    ["strong-go", "Strong Go", "green", "Your idea scored GO. Move forward:", 4],
    ["go", "Go", "blue", "Promising idea. Validate:", 3],
    ["caution", "Proceed with Caution", "orange", "Address risks:", 4],
    ["no-go", "No Go", "red", "Consider alternatives:", 2],
  ] as const)("%s: the %s badge in %s, \"%s\" and %i steps", (recommendation, label, colour, intro, steps) => {
    renderInApp(<WhatsNextCard report={sourcedReport({ recommendation: recommendation as ReportRecommendation })} />);
    expect(screen.getByText(label).className).toContain(`bg-${colour}-100`);
    const list = screen.getByText(intro).nextElementSibling as HTMLElement;
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(steps);
    expect(screen.getByText("This report includes validation scores, market analysis, sources and methodology.")).toBeInTheDocument();
  });

  it("puts the riskiest assumption's experiment first", () => {
    const report = sourcedReport({ riskiestAssumptions: DOG_WALKER_ASSUMPTIONS });
    const first = report.riskiestAssumptions?.[0];
    renderInApp(<WhatsNextCard report={report} />);
    const steps = within(screen.getByRole("region", { name: "What's Next" })).getAllByRole("listitem");
    expect(first).toBeDefined();
    expect(steps[0]?.textContent).toContain(`Test the riskiest assumption first: ${first?.statement.replace(/\.$/, "")}`);
  });
});

describe("the verdict hero's Share and Download PDF", () => {
  it("Share creates a link, copies it and offers to revoke it", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const { requests } = mockFetch({
      [`POST /api/ideas/${IDEA_ID}/share-links`]: () => jsonResponse(LINK, 201),
      [`DELETE /api/ideas/${IDEA_ID}/share-links/${LINK.id}`]: () => new Response(null, { status: 204 }),
    });
    renderInApp(<VerdictHero report={sourcedReport()} api={api} keyword={null} />);
    await user.click(screen.getByRole("button", { name: "Share" }));

    const dialog = await screen.findByRole("dialog", { name: "Share this report" });
    const url = `${window.location.origin}${LINK.path}`;
    expect(within(dialog).getByRole("textbox", { name: "Share link" })).toHaveValue(url);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(dialog).getByText("Copied to your clipboard.")).toBeInTheDocument();
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(within(dialog).getByText(/without signing in/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Revoke this link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Link revoked")).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /api/ideas/${IDEA_ID}/share-links`,
      `DELETE /api/ideas/${IDEA_ID}/share-links/${LINK.id}`,
    ]);
  });

  it("offers to revoke every link when others exist", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const { requests } = mockFetch({
      [`POST /api/ideas/${IDEA_ID}/share-links`]: () => jsonResponse({ ...LINK, activeLinks: 3 }, 201),
      [`DELETE /api/ideas/${IDEA_ID}/share-links`]: () => jsonResponse({ revokedCount: 3 }),
    });
    renderInApp(<VerdictHero report={sourcedReport()} api={api} keyword={null} />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this report" });
    expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Revoke all 3 links" }));
    expect(await screen.findByText("3 links no longer open this report.")).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", url: `/api/ideas/${IDEA_ID}/share-links` });
  });

  it("says so when a link cannot be created", async () => {
    mockFetch({ [`POST /api/ideas/${IDEA_ID}/share-links`]: () => jsonResponse({ error: "Idea not found", code: "not_found" }, 404) });
    renderInApp(<VerdictHero report={sourcedReport()} api={api} keyword={null} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Failed to create share link")).toBeInTheDocument();
    expect(screen.getByText("Idea not found")).toBeInTheDocument();
  });

  it("Download fetches the server's PDF for the chosen keyword and saves it under its file name", async () => {
    const createObjectURL = vi.fn(() => "blob:report");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const { requests } = mockFetch({
      [`GET /api/ideas/${IDEA_ID}/report.pdf`]: () => new Response(new Blob(["%PDF-1.3"]), {
        headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="dog-walker-scheduling-validation-report.pdf"' },
      }),
    });
    renderInApp(<VerdictHero report={sourcedReport()} api={api} keyword="dog walker software" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(clicks).toEqual(["dog-walker-scheduling-validation-report.pdf blob:report"]));
    expect(requests[0]?.url).toBe(`/api/ideas/${IDEA_ID}/report.pdf?keyword=dog%20walker%20software`);
    expect(requests[0]?.credentials).toBe("include");
  });

  it("tells a failed download in a toast", async () => {
    mockFetch({ [`GET /api/ideas/${IDEA_ID}/report.pdf`]: () => jsonResponse({ error: "Too many requests.", code: "rate_limited" }, 429) });
    renderInApp(<VerdictHero report={sourcedReport()} api={api} keyword={null} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Failed to download report")).toBeInTheDocument();
    expect(screen.getByText("Too many requests.")).toBeInTheDocument();
  });

  it("offers no Share to someone reading a shared link, but keeps Download", () => {
    renderInApp(<VerdictHero report={sourcedReport()} api={sharedReportApi("t".repeat(43))} keyword={null} />);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  });
});
