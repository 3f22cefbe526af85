// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import { RecentActivity } from "./recent-activity.tsx";

const NO_EVENTS: Dashboard["recentActivity"] = { all: [], validated: [], pending: [], failed: [] };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(cleanup);

describe("the dashboard's recent activity", () => {
  it("shows each API token's requests and last use under the idea events", () => {
    render(<RecentActivity activity={NO_EVENTS} tokens={[
      { tokenName: "Desk agent", requestCount: 187, lastUsedAt: minutesAgo(3) },
      { tokenName: "Nightly script", requestCount: 1, lastUsedAt: minutesAgo(120) },
    ]} />);
    const tokens = screen.getByRole("region", { name: "API token use" });
    expect(within(tokens).getByText(/API token use, last 7 days/)).toBeTruthy();
    expect(within(tokens).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Desk agent made 187 requests3 minutes ago", "Nightly script made 1 request2 hours ago",
    ]);
    expect(within(tokens).getByRole("link", { name: "Manage tokens" }).getAttribute("href")).toBe("/settings");
    expect(screen.getByText("No activity yet. Submit an idea to get started.")).toBeTruthy();
  });

  it("shows no token section when no token was used, or when an older server sends none", () => {
    render(<RecentActivity activity={NO_EVENTS} tokens={[]} />);
    expect(screen.queryByRole("region", { name: "API token use" })).toBeNull();
    cleanup();
    render(<RecentActivity activity={NO_EVENTS} tokens={undefined} />);
    expect(screen.queryByRole("region", { name: "API token use" })).toBeNull();
  });
});
