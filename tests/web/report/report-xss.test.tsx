// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "../../../src/web/test/mock-fetch.ts";
import { ReportView } from "../../../src/web/features/report/report-view.tsx";
import { ownerReportApi } from "../../../src/web/features/report/report-source.ts";
import { hostileReport, IDEA_ID, installBrowserGaps, renderInApp } from "./report-test-kit.tsx";

beforeAll(installBrowserGaps);
afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

/** Every element the payloads would create if any text were parsed as HTML. */
const INJECTED = "img, script, svg[onload], iframe, details, style, b[onmouseover], body[onload]";

function assertInert(container: HTMLElement) {
  expect(container.querySelectorAll(INJECTED)).toHaveLength(0);
  expect(document.body.querySelectorAll(INJECTED)).toHaveLength(0);
  for (const link of document.querySelectorAll("a[href]")) {
    expect(link.getAttribute("href")).toMatch(/^(https?:\/\/|\/)/);
  }
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

describe("hostile report text", () => {
  it("renders every payload as literal text, in the overview, its dialogs and the sources tab", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mockFetch({ [`GET /api/ideas/${IDEA_ID}/keyword-trends`]: () => jsonResponse({ error: "x", code: "no_keyword_data" }, 404) });
    const report = hostileReport();
    const { container } = renderInApp(<ReportView report={report} api={ownerReportApi(IDEA_ID)} />);
    const user = userEvent.setup();

    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("<script>window.__xss=1;alert('title')</script>");
    assertInert(container);

    for (const label of ["Opportunity", "Problem", "Feasibility", "Timing"]) {
      await user.click(screen.getByRole("button", { name: label }));
      await screen.findByRole("dialog", { name: `${label} Score` });
      assertInert(container);
      await user.keyboard("{Escape}");
    }
    expect(screen.queryByText(/<script>window.__xss=1;alert\('reasoning'\)<\/script>/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Opportunity" }));
    expect(await screen.findByText(/<script>window.__xss=1;alert\('reasoning'\)<\/script>/)).toBeInTheDocument();
    // The evidence cites [S1], whose URL is javascript:: it is named, never linked.
    expect(screen.getByText(/Source: <script>window.__xss=1;alert\('source title'\)<\/script>/).closest("a")).toBeNull();
    await user.keyboard("{Escape}");

    for (const row of [/Revenue Potential/, /Execution Difficulty/, /Go-To-Market/]) {
      await user.click(screen.getByRole("button", { name: row }));
      await screen.findByRole("dialog");
      assertInert(container);
      await user.keyboard("{Escape}");
    }

    await user.click(screen.getByRole("tab", { name: "Sources" }));
    expect(screen.getByText("<script>window.__xss=1;alert('source title')</script>")).toBeInTheDocument();
    expect(screen.getAllByText("Link unavailable: not a web address")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /View source on example.com/ })).toHaveAttribute("href", "https://example.com/ok");
    for (const name of ["Research Process", "Quality Assessment", "Limitations & Assumptions", "Analysis Strengths & Weaknesses"]) {
      await user.click(screen.getByRole("button", { name }));
      assertInert(container);
    }
    expect(alert).not.toHaveBeenCalled();
  }, 20_000);
});
