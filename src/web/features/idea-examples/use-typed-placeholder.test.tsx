// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTypedPlaceholder } from "./use-typed-placeholder.ts";

afterEach(() => vi.useRealTimers());

const examples = ["Hi", "Yo"];

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("useTypedPlaceholder", () => {
  it("types the example out while enabled and holds still while disabled", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ enabled }) => useTypedPlaceholder({ examples, enabled }), { initialProps: { enabled: true } });
    expect(result.current).toBe("");
    advance(50);
    expect(result.current).toBe("H");
    advance(50);
    expect(result.current).toBe("Hi");
    advance(2000);
    expect(result.current).toBe("Hi");
    advance(30);
    expect(result.current).toBe("H");
    rerender({ enabled: false });
    advance(5000);
    expect(result.current).toBe("H");
  });

  it("shows each example whole, one after another, when the person asks for reduced motion", () => {
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
    const { result } = renderHook(() => useTypedPlaceholder({ examples, enabled: true }));
    expect(result.current).toBe("Hi");
    advance(2000);
    expect(result.current).toBe("Yo");
  });
});
