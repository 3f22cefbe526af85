// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, type RecordedRequest } from "../../../src/web/test/mock-fetch.ts";
import { MarketInterestCard } from "../../../src/web/features/report/market-interest-card.tsx";
import { ownerReportApi } from "../../../src/web/features/report/report-source.ts";
import { IDEA_ID, installBrowserGaps, renderInApp, trendsFor } from "./report-test-kit.tsx";
import { TRENDS_GC_MS, TRENDS_RETRIES, TRENDS_RETRY_DELAY_MS, TRENDS_STALE_MS } from "../../../src/web/features/report/api.ts";

beforeAll(installBrowserGaps);

const trendsRoute = `GET /api/ideas/${IDEA_ID}/keyword-trends`;
const keywordOf = (request: RecordedRequest) => new URL(request.url, "http://x").searchParams.get("keyword");

/** Trends are stubbed at the fetch boundary only: the real card, hook and cache run. */
function stubTrends() {
  return mockFetch({
    [trendsRoute]: (request) => {
      const keyword = keywordOf(request) ?? "dog walking app";
      return jsonResponse(trendsFor(keyword as "dog walking app"));
    },
  });
}

function Card() {
  const [keyword, setKeyword] = useState<string | null>(null);
  return <MarketInterestCard api={ownerReportApi(IDEA_ID)} keyword={keyword} onKeywordChange={setKeyword} />;
}

describe("Market Interest", () => {
  it("picks the first answer's selectedKeyword and shows volume, growth, chart footer and no stale badge", async () => {
    const { requests } = stubTrends();
    renderInApp(<Card />);
    expect(await screen.findByRole("combobox")).toHaveTextContent("Keyword: dog walking app");
    expect(screen.getByText("20.1K")).toBeInTheDocument();
    expect(screen.getByText("+18%")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Monthly search volume for "dog walking app" from Jul 2024 to Jun 2025/ })).toBeInTheDocument();
    expect(screen.getByText("Last updated: Jun 28, 2025")).toBeInTheDocument();
    expect(screen.queryByText("⚠️ Data not recently synced")).toBeNull();
    // The first answer is cached under its keyword too: choosing it asks nothing more.
    expect(requests).toHaveLength(1);
    expect(keywordOf(requests[0] as RecordedRequest)).toBeNull();
  });

  it("explains Volume and Growth in tooltips", async () => {
    stubTrends();
    renderInApp(<Card />);
    const volume = await screen.findByRole("button", { name: "About Volume" });
    act(() => volume.focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Monthly global search volume");
    act(() => screen.getByRole("button", { name: "About Growth" }).focus());
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Growth rate comparing recent period to previous period"));
  });

  it("switches keyword: asks for it, shows its figures, the stale badge and a tooltip saying what the number is", async () => {
    const { requests } = stubTrends();
    renderInApp(<Card />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox"));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "dog walking app", "dog walker software", "pet sitting scheduling",
    ]);
    await user.click(screen.getByRole("option", { name: "dog walker software" }));

    expect(await screen.findByText("2.7K")).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveTextContent("Keyword: dog walker software");
    expect(screen.getByText("-6%")).toBeInTheDocument();
    expect(screen.getByText("⚠️ Data not recently synced")).toBeInTheDocument();
    expect(keywordOf(requests.at(-1) as RecordedRequest)).toBe("dog walker software");
    act(() => screen.getByRole("button", { name: "About Volume" }).focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Monthly page views (Wikipedia), used as a proxy for interest. Not search volume.");

    // Back to the first keyword: served from the cache (fresh for an hour).
    const asked = requests.length;
    await user.click(screen.getByRole("combobox"));
    await user.click(screen.getByRole("option", { name: "dog walking app" }));
    expect(await screen.findByText("20.1K")).toBeInTheDocument();
    expect(requests).toHaveLength(asked);
  });

  it("shows the empty state for a keyword without monthly data", async () => {
    stubTrends();
    renderInApp(<Card />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox"));
    await user.click(screen.getByRole("option", { name: "pet sitting scheduling" }));
    expect(await screen.findByText("No data available for selected keyword")).toBeInTheDocument();
  });

  it("retries twice, 1 s apart, then shows SPEC's unavailable state", async () => {
    const { requests } = mockFetch({
      [trendsRoute]: () => jsonResponse({ error: "No keyword data found for this idea", code: "no_keyword_data" }, 404),
    });
    const started = Date.now();
    renderInApp(<Card />);
    expect(screen.getByText("Loading keyword trends...")).toBeInTheDocument();
    const unavailable = await screen.findByText("Keyword trend data unavailable");
    expect(unavailable.parentElement).toHaveTextContent("Keyword trend data unavailable - Check back later or try refreshing the page");
    expect(requests).toHaveLength(1 + TRENDS_RETRIES);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * TRENDS_RETRY_DELAY_MS - 50);
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("keeps the cache timings", () => {
    expect({ TRENDS_STALE_MS, TRENDS_GC_MS, TRENDS_RETRIES, TRENDS_RETRY_DELAY_MS }).toEqual({
      TRENDS_STALE_MS: 3_600_000, TRENDS_GC_MS: 86_400_000, TRENDS_RETRIES: 2, TRENDS_RETRY_DELAY_MS: 1000,
    });
  });
});
