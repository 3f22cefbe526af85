// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeIdea } from "../../test/fixtures.ts";
import { jsonResponse, mockFetch, signedIn } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { resetLogoutForTests } from "./logout-store.ts";

vi.mock("../../lib/navigate-away.ts", () => ({ navigateAway: vi.fn() }));
const { navigateAway } = await import("../../lib/navigate-away.ts");

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigateAway).mockClear();
  resetLogoutForTests();
});

describe("logging out", () => {
  it("closes the menu, then shows each stage, clears the data cache and goes to /api/logout", async () => {
    mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => jsonResponse([makeIdea()]) });
    const { queryClient } = renderApp("/library");
    await screen.findByRole("heading", { level: 1, name: "Idea Library" });
    await userEvent.click(within(screen.getByRole("complementary", { name: "Sidebar" })).getByRole("button", { name: "Account menu for Ada Lovelace" }));
    const logOut = within(await screen.findByRole("dialog")).getByRole("button", { name: "Log out" });
    expect(queryClient.getQueryData(["/api/ideas"])).toBeDefined();

    vi.useFakeTimers();
    fireEvent.click(logOut);
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(screen.queryByText("Signing out...")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("Signing out...")).toBeInTheDocument();
    expect(screen.getByText("Terminating your session")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Sign-out progress" })).toHaveAttribute("aria-valuenow", "33");

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByText("Clearing session...")).toBeInTheDocument();
    expect(screen.getByText("Removing local data")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Sign-out progress" })).toHaveAttribute("aria-valuenow", "66");
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByText("Done")).toBeInTheDocument();
    expect(screen.getByText("Redirecting to login")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Sign-out progress" })).toHaveAttribute("aria-valuenow", "100");
    expect(navigateAway).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(navigateAway).toHaveBeenCalledWith("/api/logout");
  });
});

describe("logout screen", () => {
  it("keeps a failure's message on screen while the redirect waits", async () => {
    const { render } = await import("@testing-library/react");
    const { LogoutScreen } = await import("./logout-screen.tsx");
    render(<LogoutScreen state={{ stage: "idle", error: "Logout failed" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Logout failed");
  });

  it("ignores a second press while logging out", async () => {
    const { startLogout, isLoggingOut, useLogoutState } = await import("./logout-store.ts");
    const { createQueryClient } = await import("../../lib/query-client.ts");
    const { renderHook } = await import("@testing-library/react");
    vi.useFakeTimers();
    const client = createQueryClient();
    const clear = vi.spyOn(client, "clear");
    const { result } = renderHook(() => useLogoutState());
    act(() => {
      startLogout(client);
      startLogout(client);
    });
    expect(isLoggingOut(result.current)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(navigateAway).toHaveBeenCalledTimes(1);
  });
});
