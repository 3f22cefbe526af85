// Test-only helpers for the report's component tests: fixtures typed as the API answers them, a
// render with the app's providers, and the few browser APIs jsdom lacks that Radix and recharts use.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import dogWalker from "../../fixtures/reports/dog-walker-with-sources.json" with { type: "json" };
import trendsByKeyword from "../../fixtures/reports/keyword-trends.json" with { type: "json" };
import xssPayloads from "../../fixtures/reports/xss-payloads.json" with { type: "json" };
import { Providers } from "../../../src/web/app/providers.tsx";
import { reportBodySchema, type ValidationReport } from "../../../src/shared/contracts/report.ts";
import { keywordTrendsSchema, type KeywordTrends } from "../../../src/shared/contracts/trends.ts";
import { TooltipProvider } from "../../../src/web/components/ui/tooltip.tsx";
import { createQueryClient } from "../../../src/web/lib/query-client.ts";

export const IDEA_ID = "00000000-0000-4000-8000-00000000abcd";

function asReport(body: unknown, overrides: Partial<ValidationReport>): ValidationReport {
  return {
    ...reportBodySchema.parse(body),
    ideaId: IDEA_ID,
    title: "Dog walker scheduling",
    description: "Recurring walks and monthly billing for independent dog walkers.",
    generatedAt: "2025-06-29T10:00:00.000Z",
    model: "stored-fixture",
    ...overrides,
  };
}

/** The stored complete report with seven sources (tests/fixtures/reports). */
export function sourcedReport(overrides: Partial<ValidationReport> = {}): ValidationReport {
  return asReport(dogWalker, overrides);
}

/** A report whose every text field carries script, event-handler or javascript: payloads. */
export function hostileReport(): ValidationReport {
  return asReport(xssPayloads, {
    title: "<script>window.__xss=1;alert('title')</script>",
    description: "<img src=x onerror=\"window.__xss=1\">",
  });
}

export function trendsFor(keyword: keyof typeof trendsByKeyword): KeywordTrends {
  return keywordTrendsSchema.parse(trendsByKeyword[keyword]);
}

/** "Today" for tests that read relative dates: the day after the fixture's trends were updated. */
export const TEST_NOW = new Date("2025-06-30T12:00:00.000Z");

/** A component of the report with the app's data cache, toasts, tooltips and a router at `path`. */
export function renderInApp(ui: ReactNode, { path = `/report/${IDEA_ID}` }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const { hook } = memoryLocation({ path });
  return {
    queryClient,
    ...render(
      <Providers queryClient={queryClient}>
        <TooltipProvider>
          <Router hook={hook}>{ui}</Router>
        </TooltipProvider>
      </Providers>,
    ),
  };
}

/** jsdom has no layout, pointer capture or resize observer; Radix and recharts ask for them. */
export function installBrowserGaps(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  if (!("ResizeObserver" in window)) {
    (window as unknown as Record<string, unknown>).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
