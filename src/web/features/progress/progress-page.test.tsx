// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";


/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const stages = (states: Array<"done" | "running" | "pending">): ProgressResponse["status"]["stages"] =>
  (["planning-profile", "planning-queries", "research", "analysis", "synthesis"] as const).map((name, index) => ({
    name,
    state: states[index] ?? "pending",
    startedAt: states[index] === "pending" ? null : new Date(Date.now() - 5000).toISOString(),
    finishedAt: null,
    durationMs: states[index] === "done" ? 2300 : null,
  }));

function progress(idea: Idea, status: Partial<ProgressResponse["status"]>): ProgressResponse {
  return {
    ideaId: idea.id,
    status: { state: "validating", current: { name: "research" }, stages: stages(["done", "done", "running"]), estimatedSecondsRemaining: 90, error: null, ...status },
  };
}

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.useRealTimers());

describe("Validation Progress", () => {
  it("follows each running validation live over the event stream, then links the finished one to its report", async () => {
    const idea = makeIdea({ title: "Dog walkers", status: "validating", currentStage: "research" });
    let listed: Idea = idea;
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([listed]),
      [`GET /api/ideas/${idea.id}/progress`]: () => jsonResponse(progress(idea, {})),
    });
    renderApp("/progress");
    const card = await screen.findByRole("article", { name: "Dog walkers" });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe("/api/ideas/events"));
    act(() => FakeEventSource.last?.onopen?.());
    expect(screen.getByText("Live")).toBeInTheDocument();

    expect(await within(card).findByText("Researching market demand...")).toBeInTheDocument();
    expect(within(card).getByText("· ~2 min remaining")).toBeInTheDocument();
    const steps = within(card).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Idea profile"),
      expect.stringContaining("Research plan"),
      expect.stringContaining("Market research"),
      expect.stringContaining("Signal analysis"),
      expect.stringContaining("Insights & report"),
    ]);
    expect(within(steps[0]!).getByText("2s")).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(within(steps[2]!).getByText(/so far$/)).toBeInTheDocument();

    act(() =>
      FakeEventSource.last?.emit(
        "progress",
        progress(idea, { current: { name: "synthesis" }, stages: stages(["done", "done", "done", "done", "running"]), estimatedSecondsRemaining: 20 }),
      ),
    );
    expect(await within(card).findByText("Generating insights...")).toBeInTheDocument();
    expect(within(card).getByText("· ~1 min remaining")).toBeInTheDocument();

    listed = { ...idea, status: "completed" };
    act(() =>
      FakeEventSource.last?.emit(
        "progress",
        progress(idea, { state: "completed", current: { name: "completed" }, stages: stages(["done", "done", "done", "done", "done"]), estimatedSecondsRemaining: 0 }),
      ),
    );
    expect(await within(card).findByRole("link", { name: "View report" })).toHaveAttribute("href", `/report/${idea.id}`);
    expect(await within(card).findByText("Ready to review")).toBeInTheDocument();
    expect(within(card).getByText("Validated")).toBeInTheDocument();
    // The stream fed the progress; nothing polled it every second.
    expect(requests.filter((request) => request.url.endsWith("/progress")).length).toBeLessThanOrEqual(1);
  });

  it("falls back to polling when the stream fails", async () => {
    const idea = makeIdea({ title: "Dog walkers", status: "validating" });
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([idea]),
      [`GET /api/ideas/${idea.id}/progress`]: () => jsonResponse(progress(idea, {})),
    });
    renderApp("/progress");
    await screen.findByRole("article", { name: "Dog walkers" });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last?.onerror?.());
    expect(screen.getByText("Updating every second")).toBeInTheDocument();
    const polls = () => requests.filter((request) => request.url.endsWith("/progress")).length;
    const before = polls();
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
  });

  it("removes a deleted idea and offers a first validation when nothing runs", async () => {
    const idea = makeIdea({ title: "Dog walkers", status: "validating" });
    const done = makeIdea({ title: "Bakery", status: "completed" });
    mockFetch({
      "GET /api/auth/user": signedIn,
      "GET /api/ideas": () => jsonResponse([idea, done]),
      [`GET /api/ideas/${idea.id}/progress`]: () => jsonResponse(progress(idea, {})),
    });
    renderApp("/progress");
    await screen.findByRole("article", { name: "Dog walkers" });
    const recent = screen.getByRole("region", { name: "Recently finished" });
    expect(within(recent).getByRole("link", { name: "View report for Bakery" })).toHaveAttribute("href", `/report/${done.id}`);

    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last?.emit("deleted", { ideaId: idea.id }));
    expect(await screen.findByText("No validations in progress")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Validate New Idea" })).toHaveAttribute("href", "/input");
  });
});
