// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ActivityTrendCard } from "../../../src/web/features/dashboard/trend-cards.tsx";
import { installBrowserGaps } from "../report/report-test-kit.tsx";

beforeAll(installBrowserGaps);

const week = (weekStart: string, submitted: number, validated: number) => ({ weekStart, submitted, validated, failed: 0, averageScore: null });

describe("Your Activity", () => {
  it("says why more validations than ideas finished, so the figures add up", () => {
    render(<ActivityTrendCard weeks={[week("2026-01-05", 3, 3), week("2026-01-12", 2, 3)]} />);
    expect(screen.getByText("In the last 2 weeks you submitted 5 ideas; 6 validations finished, re-validations and ideas from earlier weeks included.")).toBeInTheDocument();
  });

  it("adds nothing when every validation is of an idea submitted in the weeks shown", () => {
    render(<ActivityTrendCard weeks={[week("2026-01-05", 3, 2)]} />);
    expect(screen.getByText("In the last 1 weeks you submitted 3 ideas; 2 validations finished.")).toBeInTheDocument();
  });
});
