// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { installBrowserGaps, renderInApp, sourcedReport } from "./report-test-kit.tsx";
import { SharedReportPage } from "../../../src/web/features/report/shared-report-page.tsx";

beforeAll(installBrowserGaps);

const TOKEN = "A".repeat(43);
const report = sourcedReport();

describe("a report opened from a share link", () => {
  it("reads the report through the link, read-only, without the owner's screens", async () => {
    const { requests } = mockFetch({
      [`GET /api/shared/${TOKEN}/report`]: () => jsonResponse(report),
      [`GET /api/shared/${TOKEN}/keyword-trends`]: () => jsonResponse({ error: "No keyword data found for this idea", code: "no_keyword_data" }, 404),
    });
    renderInApp(<SharedReportPage token={TOKEN} />, { path: `/shared/${TOKEN}` });
    expect(await screen.findByRole("heading", { level: 2, name: report.title })).toBeInTheDocument();
    expect(screen.getByText("Shared with you, read-only")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(requests.every((request) => request.url.startsWith(`/api/shared/${TOKEN}/`))).toBe(true);
  });

  it("says the link no longer works when it was revoked", async () => {
    mockFetch({ [`GET /api/shared/${TOKEN}/report`]: () => jsonResponse({ error: "revoked", code: "not_found" }, 404) });
    renderInApp(<SharedReportPage token={TOKEN} />, { path: `/shared/${TOKEN}` });
    expect(await screen.findByRole("heading", { name: "Report not available" })).toBeInTheDocument();
    expect(screen.getByText("This shared report link is invalid or has been revoked.")).toBeInTheDocument();
  });
});
