import { describe, expect, it } from "vitest";
import { readDraftIdea, signInToValidateUrl } from "./draft-idea-link.ts";

describe("the idea carried through sign-in", () => {
  it("rides in the return path and comes back out unchanged, symbols and all", () => {
    const idea = "  Invoices & receipts for #freelancers? 100% automatic / no spreadsheets  ";
    const url = new URL(signInToValidateUrl(idea), "http://localhost");
    expect(url.pathname).toBe("/api/login");
    const returnTo = url.searchParams.get("returnTo") ?? "";
    expect(returnTo.startsWith("/input?")).toBe(true);
    expect(readDraftIdea(returnTo.slice("/input".length))).toBe(idea.trim());
  });

  it("returns to an empty /input when nothing was typed, and reads nothing from a plain URL", () => {
    expect(signInToValidateUrl("   ")).toBe("/api/login?returnTo=%2Finput");
    expect(readDraftIdea("")).toBe("");
    expect(readDraftIdea("?other=1")).toBe("");
  });
});
