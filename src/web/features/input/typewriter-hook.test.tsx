// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTypedPlaceholder } from "./use-typed-placeholder.ts";

afterEach(() => vi.useRealTimers());

describe("useTypedPlaceholder", () => {
  it("types the example out while active and stops while inactive", () => {
    vi.useFakeTimers();
    const examples = ["Hi", "Yo"];
    const { result, rerender } = renderHook(({ active }) => useTypedPlaceholder(examples, active), { initialProps: { active: true } });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe("H");
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe("Hi");
    act(() => {
      vi.advanceTimersByTime(50 + 2000 + 30);
    });
    expect(result.current).toBe("H");
    rerender({ active: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe("H");
  });
});
