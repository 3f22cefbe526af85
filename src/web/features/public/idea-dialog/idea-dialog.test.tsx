// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { jsonResponse, mockFetch } from "../../../test/mock-fetch.ts";
import { isValidEmail } from "../../../../shared/email-pattern.ts";
import { IdeaDialog } from "./idea-dialog.tsx";

const CONFIRMATION = "Thanks! Your idea is saved and we will be in touch at this email.";

function Harness() {
  const [open, setOpen] = useState(true);
  // The dialog asks GET /api/site whether reports are emailed; unanswered, it keeps the promise of an email.
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setOpen(true)}>Reopen</button>
      <IdeaDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  );
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const dialog = () => screen.queryByRole("dialog");
const ideaField = () => screen.getByRole("textbox", { name: "Your business idea" });
const emailField = () => screen.getByRole("textbox", { name: "Email" });

async function reachEmailStep(idea = "  Dog walking scheduler  ") {
  fireEvent.change(ideaField(), { target: { value: idea } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await advance(0);
}

async function submitEmail(email = "ada@example.com") {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Get My Report" }));
  await advance(0);
}

async function reopenExpectingAFreshStart() {
  fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
  await advance(0);
  expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  expect(ideaField()).toHaveValue("");
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the idea dialog", () => {
  it("step 1 needs text: Continue stays disabled for blank or spaces-only text, and no Back", async () => {
    render(<Harness />);
    await advance(0);
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What's your business idea?" })).toBeInTheDocument();
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    fireEvent.change(ideaField(), { target: { value: "   " } });
    expect(next).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    fireEvent.change(ideaField(), { target: { value: "An idea" } });
    expect(next).toBeEnabled();
  });

  it("types example ideas into the placeholder at SPEC's pace", async () => {
    render(<Harness />);
    await advance(0);
    expect(ideaField()).toHaveAttribute("placeholder", "");
    for (let typed = 1; typed <= 3; typed += 1) await advance(50);
    expect(ideaField()).toHaveAttribute("placeholder", "A s");
    fireEvent.change(ideaField(), { target: { value: "x" } });
    await advance(500);
    fireEvent.change(ideaField(), { target: { value: "" } });
    expect(ideaField()).toHaveAttribute("placeholder", "A s");
  });

  it("step 2 holds the submit until the email matches, shows the helper text, and posts the trimmed entry", async () => {
    let answer!: (response: Response) => void;
    const { requests } = mockFetch({ "POST /api/validations/waitlist": () => new Promise<Response>((resolve) => { answer = resolve; }) });
    render(<Harness />);
    await advance(0);
    await reachEmailStep();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getByText("No spam. Your report will be sent to your inbox in minutes.")).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription("No spam. Your report will be sent to your inbox in minutes.");
    const submit = screen.getByRole("button", { name: "Get My Report" });
    for (const bad of ["", "ada", "ada@", "ada@example", "a da@example.com"]) {
      fireEvent.change(emailField(), { target: { value: bad } });
      expect(submit).toBeDisabled();
    }
    fireEvent.change(emailField(), { target: { value: " ada@example.com " } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await advance(0);
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    // Nothing corrected of the reading: the entry goes without corrections.
    expect(requests.filter((request) => request.url === "/api/validations/waitlist")).toEqual([
      expect.objectContaining({ method: "POST", url: "/api/validations/waitlist", body: { email: "ada@example.com", ideaText: "Dog walking scheduler" } }),
    ]);
    answer(jsonResponse({ ok: true, message: CONFIRMATION }));
    await advance(0);
    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
  });

  it("step 2 shows how we read the idea before it is sent; Get My Report sends what the visitor corrected, and a refused price says why beside it", async () => {
    const reading = { product: "bird feeder", customer: "Vet", problem: null, price: "$129 once, then $9 a month", currency: "USD", currencyStated: true };
    let refusePrice = true;
    const { requests } = mockFetch({
      "POST /api/validations/waitlist/reading": () => jsonResponse(reading),
      "POST /api/validations/waitlist": (request) => (refusePrice && (request.body as { corrections?: { price?: string } }).corrections?.price
        ? jsonResponse({ error: 'corrections.price: we could not read a price in "depends". Write the amount and how often it is charged, for example "$9 a month", "£120 a year" or "free with ads".', code: "invalid_request" }, 400)
        : jsonResponse({ ok: true, message: CONFIRMATION, ideaId: null })),
    });
    render(<Harness />);
    await advance(0);
    await reachEmailStep("  A camera bird feeder for multi-cat households. Vet approved.  ");
    await advance(0);
    expect(screen.getByRole("heading", { name: "Here is how we read your idea" })).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/validations/waitlist/reading")?.body)
      .toEqual({ ideaText: "A camera bird feeder for multi-cat households. Vet approved." });
    expect(screen.getByRole("textbox", { name: "Product" })).toHaveValue("bird feeder");
    expect(screen.getByRole("textbox", { name: "Price as stated" })).toHaveValue("$129 once, then $9 a month");
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    const customer = screen.getByRole("textbox", { name: "Customer" });
    expect(customer).toHaveValue("Vet");
    fireEvent.change(customer, { target: { value: " multi-cat households " } });
    expect(customer).toHaveAccessibleDescription(expect.stringContaining("Your correction"));
    fireEvent.change(screen.getByRole("textbox", { name: "Price as stated" }), { target: { value: "depends" } });

    await submitEmail();
    const price = screen.getByRole("textbox", { name: "Price as stated" });
    expect(price).toHaveAccessibleDescription(expect.stringContaining('We could not read a price in "depends"'));
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();

    refusePrice = false;
    fireEvent.change(price, { target: { value: "$9 a month" } });
    expect(price).not.toHaveAccessibleDescription(expect.stringContaining("We could not read"));
    fireEvent.click(screen.getByRole("button", { name: "Get My Report" }));
    await advance(0);
    expect(requests.filter((request) => request.url === "/api/validations/waitlist").at(-1)?.body).toEqual({
      email: "ada@example.com",
      ideaText: "A camera bird feeder for multi-cat households. Vet approved.",
      corrections: { customer: "multi-cat households", price: "$9 a month" },
    });
    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
  });

  it("after a successful submit: analyzing for 3.5 s, then the confirmation, which closes itself after 3 s plus 3 s, and resets 300 ms later", async () => {
    mockFetch({ "POST /api/validations/waitlist": () => jsonResponse({ ok: true, message: CONFIRMATION }) });
    render(<Harness />);
    await advance(0);
    await reachEmailStep();
    await submitEmail();

    expect(screen.getByRole("heading", { name: "Analyzing your idea..." })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    await advance(3499);
    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByText(CONFIRMATION)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();

    await advance(3000);
    expect(screen.getByText("This window closes in a few seconds.")).toBeInTheDocument();
    await advance(2999);
    expect(dialog()).toBeInTheDocument();
    await advance(1);
    expect(dialog()).not.toBeInTheDocument();

    await advance(300);
    await reopenExpectingAFreshStart();
  });

  it("Back goes from email to idea (keeping the text) and from analyzing to email (cancelling the confirmation)", async () => {
    mockFetch({ "POST /api/validations/waitlist": () => jsonResponse({ ok: true, message: CONFIRMATION }) });
    render(<Harness />);
    await advance(0);
    await reachEmailStep("My idea");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(ideaField()).toHaveValue("My idea");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await submitEmail();
    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(emailField()).toHaveValue("ada@example.com");
    await advance(5000);
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
  });

  it("forgets everything 300 ms after closing, and starts fresh when reopened sooner", async () => {
    render(<Harness />);
    await advance(0);
    await reachEmailStep("Half-typed");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await advance(0);
    expect(dialog()).not.toBeInTheDocument();
    await advance(100);
    await reopenExpectingAFreshStart();
    await advance(1000);
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  });

  it.each([
    ["the server's error message", () => jsonResponse({ error: "Enter a valid email address", code: "invalid_request" }, 400), "Enter a valid email address"],
    ["a fallback when the answer has no error field", () => new Response("Bad Gateway", { status: 502 }), "Failed to submit waitlist entry"],
    ["'Please try again.' when the server could not be reached", () => Promise.reject(new TypeError("Failed to fetch")), "Please try again."],
  ])("a failed submit shows the destructive toast with %s and stays on the email step", async (_name, route, description) => {
    mockFetch({ "POST /api/validations/waitlist": route });
    render(<Harness />);
    await advance(0);
    await reachEmailStep();
    await submitEmail();
    expect(screen.getByText("Failed to submit")).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get My Report" })).toBeEnabled();
  });
});

describe("the email pattern", () => {
  it("accepts text, @, text, dot, text and nothing less", () => {
    expect(isValidEmail("  a@b.co ")).toBe(true);
    expect(isValidEmail("a b@c.de")).toBe(false);
    expect(isValidEmail("a@b")).toBe(false);
  });

  it("where no mail is sent, promises the library instead of the inbox, on the email step and the confirmation", async () => {
    mockFetch({
      "GET /api/site": () => jsonResponse({ supportEmail: "a@example.org", privacyEmail: "a@example.org", dataProtectionEmail: "a@example.org", signIn: "local", mail: false }),
      "POST /api/validations/waitlist": () => jsonResponse({ ok: true, message: CONFIRMATION }),
    });
    render(<Harness />);
    await reachEmailStep();
    await advance(0);
    expect(emailField()).toHaveAccessibleDescription("No spam. Sign in with this email later and your report will be waiting in your library.");
    expect(screen.queryByText(/sent to your inbox/)).not.toBeInTheDocument();
    await submitEmail();
    await advance(3500);
    expect(screen.getByText(/to read your report\./)).toBeInTheDocument();
    expect(screen.queryByText(/We'll write to/)).not.toBeInTheDocument();
  });
});
