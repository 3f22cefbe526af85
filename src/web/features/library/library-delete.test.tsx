// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, type FakeRoute } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { library, progressOf } from "./library-test-kit.ts";

afterEach(() => {
  localStorage.clear();
});

describe("Deleting ideas in the library", () => {
  it("blocks deleting an idea during validation", async () => {
    const running = makeIdea({ title: "Running idea", status: "validating" });
    const { requests } = library([running], { [`GET /api/ideas/${running.id}/progress`]: () => jsonResponse(progressOf(running)) });
    renderApp("/library");
    await userEvent.click(await screen.findByRole("button", { name: 'Delete "Running idea"' }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cannot delete idea during validation" });
    expect(within(dialog).getByText("This idea is currently being validated. Please wait for the validation to complete before deleting.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
  });

  it("deletes a finished idea after confirmation", async () => {
    const done = makeIdea({ title: "Done idea" });
    let ideas = [done];
    const { requests } = library([], {
      "GET /api/ideas": () => jsonResponse(ideas),
      [`DELETE /api/ideas/${done.id}`]: () => {
        ideas = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/library");
    await userEvent.click(await screen.findByRole("button", { name: 'Delete "Done idea"' }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this idea?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Idea deleted")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No ideas found" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.url)).toEqual([`/api/ideas/${done.id}`]);
  });

  it("shows the server's reason when a delete fails", async () => {
    const done = makeIdea({ title: "Done idea" });
    library([done], {
      [`DELETE /api/ideas/${done.id}`]: () => jsonResponse({ error: "Database unavailable", code: "internal" }, 500),
    });
    renderApp("/library");
    await userEvent.click(await screen.findByRole("button", { name: 'Delete "Done idea"' }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete idea: Database unavailable")).toBeInTheDocument();
  });

  it("selects finished ideas and deletes them together", async () => {
    const one = makeIdea({ title: "One" });
    const two = makeIdea({ title: "Two", status: "failed" });
    const keep = makeIdea({ title: "Keep" });
    const running = makeIdea({ title: "Running", status: "validating" });
    let ideas = [one, two, keep, running];
    const remove = (id: string): FakeRoute => () => {
      ideas = ideas.filter((idea) => idea.id !== id);
      return new Response(null, { status: 204 });
    };
    const { requests } = library([], {
      "GET /api/ideas": () => jsonResponse(ideas),
      [`GET /api/ideas/${running.id}/progress`]: () => jsonResponse(progressOf(running)),
      [`DELETE /api/ideas/${one.id}`]: remove(one.id),
      [`DELETE /api/ideas/${two.id}`]: remove(two.id),
    });
    renderApp("/library");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: 'Select "One"' }));
    await user.click(screen.getByRole("checkbox", { name: 'Select "Two"' }));
    // Running ideas cannot be selected.
    expect(screen.queryByRole("checkbox", { name: 'Select "Running"' })).not.toBeInTheDocument();

    const bar = screen.getByRole("region", { name: "Selection" });
    expect(within(bar).getByText("2 idea(s) selected")).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 2 idea(s)?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 idea(s)" }));

    expect(await screen.findByText("Successfully deleted 2 idea(s).")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "One" })).not.toBeInTheDocument());
    expect(screen.queryByRole("heading", { name: "Two" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Keep" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Selection" })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(2);
  });
});
