import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { clearToasts } from "../components/ui/use-toast.ts";

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

// Only component tests (jsdom) render; node-environment unit tests skip loading React Testing Library.
if (typeof window !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // findBy… and waitFor give up after 1 s by default, and a busy machine can need far longer for a render
  // and a mocked fetch; they still return as soon as what they wait for is there.
  configure({ asyncUtilTimeout: 15_000 });
}
