// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_USER_KEY } from "../../lib/query-client.ts";
import { mockFetch, signedIn, signedOut } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

vi.mock("../../lib/navigate-away.ts", () => ({ navigateAway: vi.fn() }));
const { navigateAway } = await import("../../lib/navigate-away.ts");

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigateAway).mockClear();
});

describe("protected wrapper", () => {
  it("tells the person their session ended, hides the screen and sends them to sign in after 500 ms", async () => {
    mockFetch({ "GET /api/auth/user": signedIn });
    const { queryClient } = renderApp("/library?view=grid");
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });

    vi.useFakeTimers();
    await act(() => queryClient.setQueryData(AUTH_USER_KEY, null));
    // The data cache notifies subscribers on a zero-delay timer.
    await act(() => vi.advanceTimersByTime(0));

    expect(screen.getByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please sign in to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTime(499));
    expect(navigateAway).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(navigateAway).toHaveBeenCalledWith("/api/login?returnTo=%2Flibrary%3Fview%3Dgrid");
  });

  it("turns a signed-out visit to a signed-in screen into SPEC's toast and sign-in", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/library");
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please sign in to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Find out if your business idea is worth building" })).not.toBeInTheDocument();
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith("/api/login?returnTo=%2Flibrary"));
  });
});
