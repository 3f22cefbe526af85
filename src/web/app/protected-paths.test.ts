// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRouter } from "wouter";
import { ROUTES } from "./app-routes.tsx";
import { isProtectedPath } from "./protected-paths.ts";

/** The router's own path parser, as the app uses it. */
const parser = renderHook(() => useRouter().parser).result.current;
/** App paths a signed-out visitor may also open: the public site shows its own page there. */
const ALSO_PUBLIC = new Set(["/", "/help", "/contact", "/terms", "/privacy", "/shared/:token"]);

describe("protected paths", () => {
  it("cover every signed-in screen except those the public site also serves", () => {
    for (const route of ROUTES) {
      const example = route.path.replace(/:[^/]+/g, "x");
      expect(isProtectedPath({ path: example, parser }), route.path).toBe(!ALSO_PUBLIC.has(route.path));
    }
  });

  it("leave other paths to the landing page", () => {
    expect(isProtectedPath({ path: "/", parser })).toBe(false);
    expect(isProtectedPath({ path: "/pricing", parser })).toBe(false);
    expect(isProtectedPath({ path: "/no-such-page", parser })).toBe(false);
    expect(isProtectedPath({ path: "/report/abc", parser })).toBe(true);
  });
});
