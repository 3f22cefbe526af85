// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value.ts";

afterEach(() => vi.useRealTimers());

describe("useDebouncedValue", () => {
  it("shows the first value at once and a change only after it holds for the delay", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: "Understanding your idea..." } });
    expect(result.current).toBe("Understanding your idea...");
    rerender({ value: "Identifying research topics..." });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ value: "Researching market demand..." });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe("Understanding your idea...");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe("Researching market demand...");
  });
});
