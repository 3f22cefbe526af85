import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_STAGES, runLogout, type LogoutState } from "./logout-flow.ts";

afterEach(() => vi.useRealTimers());

describe("the logout stages", () => {
  it("has SPEC's progress and text per stage", () => {
    expect(LOGOUT_STAGES).toEqual({
      idle: { progress: 0, title: "", detail: "" },
      initiating: { progress: 33, title: "Signing out...", detail: "Terminating your session" },
      clearing: { progress: 66, title: "Clearing session...", detail: "Removing local data" },
      redirecting: { progress: 100, title: "Done", detail: "Redirecting to login" },
    });
  });

  it("steps through the stages 400, 400 and 300 ms apart, clearing the cache, then leaves for the logout path", async () => {
    vi.useFakeTimers();
    const states: LogoutState[] = [];
    const clearCache = vi.fn();
    const redirect = vi.fn();
    const done = runLogout({ clearCache, redirect, onChange: (state) => states.push(state) });

    expect(states.at(-1)).toEqual({ stage: "initiating", error: null });
    await vi.advanceTimersByTimeAsync(399);
    expect(clearCache).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual({ stage: "clearing", error: null });
    expect(clearCache).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(states.at(-1)).toEqual({ stage: "redirecting", error: null });
    await vi.advanceTimersByTimeAsync(299);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledWith("/api/logout");
    await done;
    expect(states.map((state) => state.stage)).toEqual(["initiating", "clearing", "redirecting"]);
  });

  it("on failure returns to idle with the message and still leaves after 3 s", async () => {
    vi.useFakeTimers();
    const states: LogoutState[] = [];
    const redirect = vi.fn();
    void runLogout({
      clearCache: () => {
        throw new Error("Storage is locked");
      },
      redirect,
      onChange: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(states.at(-1)).toEqual({ stage: "idle", error: "Storage is locked" });
    await vi.advanceTimersByTimeAsync(2999);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledWith("/api/logout");
  });

  it("defaults the failure message to Logout failed", async () => {
    vi.useFakeTimers();
    const states: LogoutState[] = [];
    void runLogout({
      clearCache: () => Promise.reject(new Error("")),
      redirect: () => {},
      onChange: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(states.at(-1)).toEqual({ stage: "idle", error: "Logout failed" });
  });
});
