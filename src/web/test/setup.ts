import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { clearToasts } from "../components/ui/use-toast.ts";

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

// Only component tests (jsdom) render; node-environment unit tests skip loading React Testing Library.
if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
