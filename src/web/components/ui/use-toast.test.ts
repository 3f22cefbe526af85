// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clearToasts, dismissToast, toast, useToast } from "./use-toast.ts";
import { renderHook } from "@testing-library/react";

describe("toast store", () => {
  it("keeps one toast at a time, newest first", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive", duration: 3000 });
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: "Second", variant: "destructive", duration: 3000, open: true });
  });

  it("closes a dismissed toast and keeps it until removal", () => {
    const { id } = toast({ title: "Bye" });
    dismissToast(id);
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts[0]).toMatchObject({ id, open: false });
    clearToasts();
  });
});
