// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

describe("Idea Library", () => {
  it("offers a first validation when there are no ideas", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => jsonResponse([]) });
    renderApp("/library");
    expect(await screen.findByRole("heading", { name: "No ideas found" })).toBeInTheDocument();
    expect(screen.getByText("Get started by validating your first idea.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Validate New Idea" })).toHaveAttribute("href", "/input");
  });

  it("lists running ideas apart from finished ones and links only completed ones to their report", async () => {
    const running = makeIdea({ title: "Running idea", status: "validating" });
    const done = makeIdea({ title: "Done idea", status: "completed", recommendation: "GO" });
    const failed = makeIdea({ title: "Failed idea", status: "failed" });
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => jsonResponse([running, done, failed]) });
    renderApp("/library");

    const active = await screen.findByRole("region", { name: "Active Validations" });
    expect(within(active).getByText("1 in progress")).toBeInTheDocument();
    expect(within(active).getByText("Running idea")).toBeInTheDocument();
    expect(within(active).getByText("Processing")).toBeInTheDocument();
    expect(within(active).queryByRole("link")).not.toBeInTheDocument();

    const finished = screen.getByRole("region", { name: "Completed & Other Ideas" });
    const link = within(finished).getByRole("link", { name: /Done idea/ });
    expect(link).toHaveAttribute("href", `/report/${done.id}`);
    expect(within(link).getByText("Validated")).toBeInTheDocument();
    expect(within(finished).getByText("Failed")).toBeInTheDocument();
    expect(within(finished).getAllByRole("link")).toHaveLength(1);
  });

  it("says so when the list cannot be fetched", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => new Response("boom", { status: 500 }) });
    renderApp("/library");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch ideas");
  });
});
