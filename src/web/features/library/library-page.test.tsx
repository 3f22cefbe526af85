// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { cardTitles, library, progressOf } from "./library-test-kit.ts";

afterEach(() => {
  localStorage.clear();
});

describe("Idea Library", () => {
  it("offers a first validation when there are no ideas", async () => {
    library([]);
    renderApp("/library");
    expect(await screen.findByRole("heading", { name: "No ideas found" })).toBeInTheDocument();
    expect(screen.getByText("Get started by validating your first idea.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Validate New Idea" })).toHaveAttribute("href", "/input");
  });

  it("says Loading ideas... while the list loads", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => new Promise(() => {}) });
    renderApp("/library");
    expect(await screen.findByText("Loading ideas...")).toBeInTheDocument();
  });

  it("lists running ideas apart from finished ones and links only completed ones to their report", async () => {
    const running = makeIdea({ title: "Running idea", status: "validating" });
    const done = makeIdea({ title: "Done idea", status: "completed", recommendation: "GO", overallScore: 8.2 });
    const failed = makeIdea({ title: "Failed idea", status: "failed", error: "The research sources did not answer." });
    library([running, done, failed], { [`GET /api/ideas/${running.id}/progress`]: () => jsonResponse(progressOf(running)) });
    renderApp("/library");

    const active = await screen.findByRole("region", { name: "Active Validations" });
    expect(within(active).getByText("1 in progress")).toBeInTheDocument();
    expect(within(active).getByText("Running idea")).toBeInTheDocument();
    expect(within(active).getByText("Processing")).toBeInTheDocument();
    expect(within(active).queryByRole("link", { name: "Running idea" })).not.toBeInTheDocument();
    expect(within(active).getByRole("link", { name: "Track progress" })).toHaveAttribute("href", "/progress");

    const finished = screen.getByRole("region", { name: "Completed & Other Ideas" });
    const link = within(finished).getByRole("link", { name: "Done idea" });
    expect(link).toHaveAttribute("href", `/report/${done.id}`);
    expect(within(link).getByText("Validated")).toBeInTheDocument();
    expect(within(link).getByText("8.2/10")).toBeInTheDocument();
    expect(within(link).getByText("Preparing for Review")).toBeInTheDocument();
    expect(within(finished).getByText("Failed")).toBeInTheDocument();
    expect(within(finished).getByText("The research sources did not answer.")).toBeInTheDocument();
    expect(within(finished).getAllByRole("link")).toHaveLength(1);
  });

  it("shows the running stage in SPEC's words with the time left", async () => {
    const running = makeIdea({ title: "Running idea", status: "validating", currentStage: "planning-profile" });
    library([running], {
      [`GET /api/ideas/${running.id}/progress`]: () => jsonResponse(progressOf(running, { estimatedSecondsRemaining: 61 })),
    });
    renderApp("/library");
    const active = await screen.findByRole("region", { name: "Active Validations" });
    expect(within(active).getByText("Understanding your idea...")).toBeInTheDocument();
    expect(await within(active).findByText("Researching market demand...")).toBeInTheDocument();
    expect(within(active).getByText("~2 min remaining")).toBeInTheDocument();
  });

  it("says when the list cannot be fetched", async () => {
    library([], { "GET /api/ideas": () => new Response("boom", { status: 500 }) });
    renderApp("/library");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch ideas");
  });

  it("searches title, description and target market", async () => {
    library([
      makeIdea({ title: "Dog walkers", description: "Walks" }),
      makeIdea({ title: "Bakery", description: "Pastries for DOG owners" }),
      makeIdea({ title: "Florist", targetMarket: "Dog parks" }),
      makeIdea({ title: "Plumbing", description: "Pipes" }),
    ]);
    renderApp("/library");
    const search = await screen.findByRole("searchbox", { name: "Search ideas" });
    expect(search).toHaveAttribute("placeholder", "Search ideas...");
    await userEvent.type(search, "dog");
    expect(cardTitles().sort()).toEqual(["Bakery", "Dog walkers", "Florist"]);

    await userEvent.clear(search);
    await userEvent.type(search, "zebra");
    expect(screen.getByRole("heading", { name: "No ideas found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters to see more ideas.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(cardTitles()).toHaveLength(4);
  });

  it("sorts by date, title and status; the same choice flips direction and a new one starts descending", async () => {
    library([
      makeIdea({ title: "Beta", status: "failed", createdAt: "2025-01-02T00:00:00Z" }),
      makeIdea({ title: "Alpha", status: "completed", createdAt: "2025-01-01T00:00:00Z" }),
      makeIdea({ title: "Gamma", status: "completed", createdAt: "2025-01-03T00:00:00Z" }),
    ]);
    renderApp("/library");
    await screen.findByRole("heading", { name: "Gamma" });
    expect(cardTitles()).toEqual(["Gamma", "Beta", "Alpha"]);

    const user = userEvent.setup();
    const chooseSort = async (label: string) => {
      await user.click(screen.getByRole("button", { name: /^Sort by/ }));
      await user.click(await screen.findByRole("menuitemradio", { name: label }));
    };
    await chooseSort("Title");
    expect(cardTitles()).toEqual(["Gamma", "Beta", "Alpha"]);
    await chooseSort("Title");
    expect(cardTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    await chooseSort("Date");
    expect(cardTitles()).toEqual(["Gamma", "Beta", "Alpha"]);
    await user.click(screen.getByRole("button", { name: "Descending; switch direction" }));
    expect(cardTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    await chooseSort("Status");
    // Descending by the label people see: Validated before Failed; ties newest first.
    expect(cardTitles()).toEqual(["Gamma", "Alpha", "Beta"]);
  });

  it("filters by status in a sheet that closes when a segment is picked", async () => {
    library([makeIdea({ title: "Good", status: "completed" }), makeIdea({ title: "Bad", status: "failed" })]);
    renderApp("/library");
    await screen.findByRole("heading", { name: "Good" });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Filter" }));
    const sheet = await screen.findByRole("dialog", { name: "Filter Ideas" });
    expect(within(sheet).getAllByRole("radio").map((segment) => segment.textContent)).toEqual(["All", "Validating", "Completed", "Failed"]);
    await user.click(within(sheet).getByRole("radio", { name: "Failed" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filter Ideas" })).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(["Bad"]);
    expect(screen.getByRole("button", { name: "Filter: Failed" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filter: Failed" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Filter Ideas" })).getByRole("radio", { name: "Validating" }));
    expect(await screen.findByText("Try adjusting your filters to see more ideas.")).toBeInTheDocument();
  });

  it("switches between grid and list and remembers the choice", async () => {
    library([makeIdea({ title: "One" })]);
    const first = renderApp("/library");
    await screen.findByRole("heading", { name: "One" });
    expect(screen.getByRole("radio", { name: "Grid view" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("radio", { name: "List view" }));
    expect(screen.getByRole("radio", { name: "List view" })).toHaveAttribute("aria-checked", "true");
    first.unmount();
    renderApp("/library");
    await screen.findByRole("heading", { name: "One" });
    expect(screen.getByRole("radio", { name: "List view" })).toHaveAttribute("aria-checked", "true");
  });

  it("toasts a newly completed idea, keeps it in place as Preparing for Review, then Reviewed once opened", async () => {
    vi.stubGlobal("alert", vi.fn());
    const idea = makeIdea({ title: "Dog walkers", status: "validating" });
    let current: Idea = idea;
    const { requests } = library([], {
      "GET /api/ideas": () => jsonResponse([current]),
      [`GET /api/ideas/${idea.id}/progress`]: () => {
        current = { ...idea, status: "completed", recommendation: "GO", overallScore: 7 };
        return jsonResponse(progressOf(idea, { state: "completed", current: { name: "completed" } }));
      },
      [`PATCH /api/ideas/${idea.id}`]: () => {
        current = { ...current, reviewedAt: new Date().toISOString() };
        return jsonResponse(current);
      },
    });
    renderApp("/library");

    expect(await screen.findByText("✓ Dog walkers")).toBeInTheDocument();
    expect(screen.getByText("Validation complete—ready to review")).toBeInTheDocument();
    const active = screen.getByRole("region", { name: "Active Validations" });
    const link = within(active).getByRole("link", { name: "Dog walkers" });
    expect(within(link).getByText("Preparing for Review")).toBeInTheDocument();
    expect(within(active).queryByText(/in progress/)).not.toBeInTheDocument();

    await userEvent.click(link);
    await waitFor(() => expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ reviewed: true }));
    expect(window.location.pathname).toBe(`/report/${idea.id}`);
  });

  it("reads Reviewed for an idea opened before", async () => {
    library([makeIdea({ title: "Seen", reviewedAt: "2025-01-01T00:00:00Z" })]);
    renderApp("/library");
    const link = await screen.findByRole("link", { name: "Seen" });
    expect(within(link).getByText("Reviewed")).toBeInTheDocument();
  });

  it("answers Ctrl+F, F5 and Ctrl+N", async () => {
    const { requests } = library([makeIdea({ title: "One" })]);
    renderApp("/library");
    await screen.findByRole("heading", { name: "One" });

    const ctrlF = fireEvent.keyDown(window, { key: "f", ctrlKey: true });
    expect(ctrlF).toBe(false);
    expect(screen.getByRole("searchbox", { name: "Search ideas" })).toHaveFocus();

    const listCalls = () => requests.filter((request) => request.method === "GET" && request.url.startsWith("/api/ideas?")).length;
    const before = listCalls();
    await act(async () => {
      fireEvent.keyDown(window, { key: "F5" });
    });
    await waitFor(() => expect(listCalls()).toBe(before + 1));

    fireEvent.keyDown(window, { key: "n", ctrlKey: true });
    expect(await screen.findByRole("heading", { level: 1, name: "New Idea" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/input");
  });
});
