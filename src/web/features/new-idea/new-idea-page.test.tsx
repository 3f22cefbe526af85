// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { makeIdea } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const greeting = "Hi @ada, what's your business idea?";

describe("New Idea screen", () => {
  it("submits the trimmed idea for the default market, then goes to the library", async () => {
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas": () => jsonResponse(makeIdea({ status: "pending" }), 201),
      "GET /api/ideas": () => jsonResponse([]),
    });
    renderApp("/input");
    const user = userEvent.setup();

    const button = await screen.findByRole("button", { name: "Start Validation" });
    expect(button).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Market location" })).toHaveTextContent("United States");

    await user.type(screen.getByRole("textbox", { name: greeting }), "   ");
    expect(button).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: greeting }), "Dog walker scheduling  ");
    await user.click(button);

    expect(await screen.findByText("Idea submitted successfully")).toBeInTheDocument();
    expect(screen.getByText("Your idea is being validated. You'll be redirected to your library.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Idea Library" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/library");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      description: "Dog walker scheduling",
      country: "US",
      validationMode: "deep",
    });
  });

  it("shows the server's reason when submitting fails", async () => {
    mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas": () => jsonResponse({ error: "description must be at most 5000 characters", code: "invalid_request" }, 400),
    });
    renderApp("/");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: greeting }), "An idea");
    await user.click(screen.getByRole("button", { name: "Start Validation" }));

    expect(await screen.findByText("Failed to submit idea")).toBeInTheDocument();
    expect(screen.getByText("description must be at most 5000 characters")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(screen.getByRole("button", { name: "Start Validation" })).toBeEnabled();
  });
});
