// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, THEME_STORAGE_KEY } from "../../lib/theme.ts";

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
  vi.resetModules();
});

function stubSystem(dark: boolean) {
  const listeners: Array<() => void> = [];
  const media = { matches: dark, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: () => {} };
  vi.stubGlobal("matchMedia", () => media);
  return {
    change(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe("theme", () => {
  it("starts from the stored choice and applies .dark on <html>", async () => {
    stubSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const { startTheme, getTheme } = await import("../../lib/theme.ts");
    startTheme();
    expect(getTheme()).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
  });

  it("follows the system while System is chosen, and only then", async () => {
    const system = stubSystem(false);
    const { startTheme, setTheme } = await import("../../lib/theme.ts");
    startTheme();
    expect(document.documentElement).not.toHaveClass("dark");
    system.change(true);
    expect(document.documentElement).toHaveClass("dark");
    setTheme("light");
    system.change(true);
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("tells hooks about a new choice", async () => {
    stubSystem(false);
    const { useTheme } = await import("./use-theme.ts");
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("system");
    act(() => result.current.setTheme("dark"));
    expect(result.current.theme).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
  });

  it("keeps working when browser storage is blocked", async () => {
    stubSystem(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    const { getTheme } = await import("../../lib/theme.ts");
    expect(getTheme()).toBe("system");
    applyTheme("system");
    expect(document.documentElement).toHaveClass("dark");
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
