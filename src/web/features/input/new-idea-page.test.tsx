// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn, signedInUser } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { MARKET_LOCATIONS } from "./market-locations.ts";

// Ada signed in with a name, so she is greeted by her first name.
const greeting = "Hi Ada, what's your business idea?";

function headersOf(fetchMock: ReturnType<typeof mockFetch>["fetchMock"], method: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input).endsWith("/api/ideas"))
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens.
const patched = ["hasPointerCapture", "releasePointerCapture", "scrollIntoView"] as const;
const originals = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const name of patched) {
    originals.set(name, Object.getOwnPropertyDescriptor(Element.prototype, name));
    Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true, writable: true });
  }
});
afterAll(() => {
  for (const name of patched) {
    const original = originals.get(name);
    if (original) Object.defineProperty(Element.prototype, name, original);
    else Reflect.deleteProperty(Element.prototype, name);
  }
});

describe("New Idea screen", () => {
  it("submits the trimmed idea for the default market, then goes to the library", async () => {
    const { requests, fetchMock } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas": () => jsonResponse(makeIdea({ status: "pending" }), 201),
      "GET /api/ideas": () => jsonResponse([]),
    });
    renderApp("/input");
    const user = userEvent.setup();

    const button = await screen.findByRole("button", { name: "Start Validation" });
    expect(button).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Market location" })).toHaveTextContent("United States");

    const textbox = screen.getByRole("textbox", { name: greeting });
    expect(textbox).toBeRequired();
    await user.type(textbox, "   ");
    expect(button).toBeDisabled();
    await user.type(textbox, "Dog walker scheduling  ");
    await user.click(button);

    expect(await screen.findByText("Idea submitted successfully")).toBeInTheDocument();
    expect(screen.getByText("Your idea is being validated. You'll be redirected to your library.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Idea Library" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/library");
    expect(requests.find((request) => request.method === "POST" && request.url.endsWith("/api/ideas"))?.body).toEqual({
      description: "Dog walker scheduling",
      country: "US",
      validationMode: "deep",
    });
    expect(headersOf(fetchMock, "POST")[0]?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("offers SPEC's seven markets and sends each one's country code", async () => {
    expect(MARKET_LOCATIONS.map((entry) => [entry.label, entry.country])).toEqual([
      ["United States", "US"],
      ["Canada", "CA"],
      ["United Kingdom", "GB"],
      ["Australia", "AU"],
      ["Germany", "DE"],
      ["France", "FR"],
      ["Global", "US"],
    ]);
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas": () => jsonResponse(makeIdea(), 201),
      "GET /api/ideas": () => jsonResponse([]),
    });
    renderApp("/input");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: greeting }), "Maple syrup subscriptions");
    await user.click(screen.getByRole("combobox", { name: "Market location" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((option) => option.textContent)).toEqual(MARKET_LOCATIONS.map((entry) => entry.label));
    await user.click(within(listbox).getByRole("option", { name: "Canada" }));
    await user.click(screen.getByRole("button", { name: "Start Validation" }));
    await waitFor(() => expect(requests.find((request) => request.method === "POST" && request.url.endsWith("/api/ideas"))?.body).toMatchObject({ country: "CA" }));
  });

  it("submits one idea for a double click, showing Validating... meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/ideas": () => jsonResponse([]),
    });
    renderApp("/input");
    fireEvent.change(await screen.findByRole("textbox", { name: greeting }), { target: { value: "An idea" } });
    const button = screen.getByRole("button", { name: "Start Validation" });
    // Two clicks in the same tick, before React can re-render the button as disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole("button", { name: "Validating..." })).toBeDisabled();
    await act(async () => answer(jsonResponse(makeIdea(), 201)));
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });
    expect(requests.filter((request) => request.method === "POST" && request.url.endsWith("/api/ideas"))).toHaveLength(1);
  });

  it("shows the server's reason when submitting fails and keeps the text", async () => {
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
    expect(screen.getByRole("textbox", { name: greeting })).toHaveValue("An idea");
    expect(screen.getByRole("button", { name: "Start Validation" })).toBeEnabled();
  });

  it("improves on the first press, reverts on the second, and forgets the original after an edit", async () => {
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas/improve-description": () => jsonResponse({ improvedDescription: "A sharper pitch for dog walkers", questions: [], fellBackToOffline: false }),
    });
    renderApp("/input");
    const user = userEvent.setup();
    const textbox = await screen.findByRole("textbox", { name: greeting });
    await user.type(textbox, "dog walk app");

    await user.click(screen.getByRole("button", { name: "Improve description" }));
    expect(await screen.findByText("Description improved")).toBeInTheDocument();
    expect(screen.getByText("Click the icon again to revert to your original.")).toBeInTheDocument();
    expect(textbox).toHaveValue("A sharper pitch for dog walkers");
    expect(requests.find((request) => request.url === "/api/ideas/improve-description")?.body).toEqual({ description: "dog walk app" });

    await user.click(screen.getByRole("button", { name: "Revert to original description" }));
    expect(textbox).toHaveValue("dog walk app");

    await user.click(screen.getByRole("button", { name: "Improve description" }));
    await waitFor(() => expect(textbox).toHaveValue("A sharper pitch for dog walkers"));
    await user.type(textbox, "!");
    // The person's own edit: pressing now improves again instead of reverting.
    expect(screen.getByRole("button", { name: "Improve description" })).toBeInTheDocument();
  });

  it("says so while the text shown is the offline rewrite because the server's model failed", async () => {
    mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas/improve-description": () => jsonResponse({ improvedDescription: "Solution: dog walk app", questions: ["Problem: what problem do your customers have, and how painful is it?"], fellBackToOffline: true }),
    });
    renderApp("/input");
    const user = userEvent.setup();
    const textbox = await screen.findByRole("textbox", { name: greeting });
    await user.type(textbox, "dog walk app");
    await user.click(screen.getByRole("button", { name: "Improve description" }));
    const notice = /The AI model could not be reached, so your own sentences were sorted into sections instead/;
    expect(await screen.findByText("Problem: what problem do your customers have, and how painful is it?")).toBeInTheDocument();
    expect((textbox as HTMLTextAreaElement).value).not.toContain("what problem");
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(textbox).toHaveValue("Solution: dog walk app");

    await user.click(screen.getByRole("button", { name: "Revert to original description" }));
    expect(textbox).toHaveValue("dog walk app");
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it("needs 10 characters to improve: looks disabled, says why and toasts when pressed", async () => {
    const { requests } = mockFetch({ "GET /api/auth/user": signedIn });
    renderApp("/input");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: greeting }), "  short   ");
    const improve = screen.getByRole("button", { name: "Improve description" });
    expect(improve).toHaveAttribute("aria-disabled", "true");

    await user.click(improve);
    expect(await screen.findByText("Description too short")).toBeInTheDocument();
    expect(screen.getByText("Please enter at least 10 characters to improve your description.")).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/ideas/improve-description")).toBe(false);

    await act(async () => {
      improve.blur();
      improve.focus();
    });
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Enter at least 10 characters to improve");
  });

  it("tells the founder when improving fails", async () => {
    mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas/improve-description": () => jsonResponse({ error: "The model is busy", code: "unavailable" }, 503),
    });
    renderApp("/input");
    const user = userEvent.setup();
    const textbox = await screen.findByRole("textbox", { name: greeting });
    await user.type(textbox, "A long enough idea");
    await user.click(screen.getByRole("button", { name: "Improve description" }));
    expect(await screen.findByText("Failed to improve description")).toBeInTheDocument();
    expect(screen.getByText("The model is busy")).toBeInTheDocument();
    expect(textbox).toHaveValue("A long enough idea");
  });

  it("greets by name, else by username, and without either by no name", async () => {
    mockFetch({ "GET /api/auth/user": () => jsonResponse({ ...signedInUser, name: null }) });
    const first = renderApp("/input");
    expect(await screen.findByRole("heading", { name: "Hi @ada, what's your business idea?" })).toBeInTheDocument();
    first.unmount();
    mockFetch({ "GET /api/auth/user": () => jsonResponse({ ...signedInUser, name: null, username: null }) });
    renderApp("/input");
    expect(await screen.findByRole("heading", { name: "Hi, what's your business idea?" })).toBeInTheDocument();
  });

  it("shows how it reads the idea, and Start Validation sends only what the founder corrected, as typed", async () => {
    const reading = { product: "bird feeder", customer: "Vet", problem: null, price: "$129 once, then $9 a month", currency: "USD", currencyStated: true };
    const { requests } = mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas/reading": () => jsonResponse(reading),
      "POST /api/ideas": () => jsonResponse(makeIdea({ status: "pending" }), 201),
      "GET /api/ideas": () => jsonResponse([]),
    });
    renderApp("/input");
    const user = userEvent.setup();
    const description = "A smart bird feeder with a camera for multi-cat households. Vet approved. $129 once, then $9 a month.";
    fireEvent.change(await screen.findByRole("textbox", { name: greeting }), { target: { value: description } });

    const panel = await screen.findByRole("region", { name: "Here is how we read your idea" });
    const customer = within(panel).getByRole("textbox", { name: "Customer" });
    await waitFor(() => expect(customer).toHaveValue("Vet"));
    expect(within(panel).getByRole("textbox", { name: "Product" })).toHaveValue("bird feeder");
    expect(within(panel).getByRole("textbox", { name: "Problem" })).toHaveValue("");
    expect(within(panel).getByRole("textbox", { name: "Price as stated" })).toHaveValue("$129 once, then $9 a month");
    expect(within(panel).getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    expect(requests.find((request) => request.url.endsWith("/api/ideas/reading"))?.body).toEqual({ description, country: "US" });

    await user.clear(customer);
    await user.type(customer, "Multi-cat households ");
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Currency" }), "CAD");
    expect(within(panel).getAllByText("Your correction")).toHaveLength(2);
    expect(customer).toHaveAccessibleDescription("Your correction Who it is for.");
    await user.click(screen.getByRole("button", { name: "Start Validation" }));
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });
    expect(requests.find((request) => request.method === "POST" && request.url.endsWith("/api/ideas"))?.body).toEqual({
      description, country: "US", validationMode: "deep", corrections: { customer: "Multi-cat households", currency: "CAD" },
    });
  });

  it("puts back our reading when a field is left empty, and says beside the price why the server refused it", async () => {
    const reading = { product: "meal plans", customer: "busy nurses", problem: null, price: null, currency: "USD", currencyStated: false };
    mockFetch({
      "GET /api/auth/user": signedIn,
      "POST /api/ideas/reading": () => jsonResponse(reading),
      "POST /api/ideas": () => jsonResponse({ error: 'corrections.price: we could not read a price in "cheap". Write the amount and how often it is charged, for example "$9 a month", "£120 a year" or "free with ads".', code: "invalid_request" }, 400),
    });
    renderApp("/input");
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole("textbox", { name: greeting }), { target: { value: "Meal plans for busy nurses on night shifts." } });
    const panel = await screen.findByRole("region", { name: "Here is how we read your idea" });
    const customer = within(panel).getByRole("textbox", { name: "Customer" });
    await waitFor(() => expect(customer).toHaveValue("busy nurses"));
    await user.clear(customer);
    await user.tab();
    expect(customer).toHaveValue("busy nurses");

    const price = within(panel).getByRole("textbox", { name: "Price as stated" });
    await user.type(price, "cheap");
    await user.click(screen.getByRole("button", { name: "Start Validation" }));
    expect(await within(panel).findByText(/^We could not read a price in "cheap"/)).toBeInTheDocument();
    expect(price).toHaveAttribute("aria-invalid", "true");
    await user.type(price, "!");
    expect(within(panel).queryByText(/^We could not read a price/)).not.toBeInTheDocument();
  });
});
