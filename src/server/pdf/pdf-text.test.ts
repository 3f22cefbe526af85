import { describe, expect, it } from "vitest";
import { breakLongWords, toPdfText } from "./pdf-text.ts";

describe("toPdfText", () => {
  it("keeps Latin-1 and the WinAnsi punctuation", () => {
    expect(toPdfText("Café “quoted” – dash • €5 — ok")).toBe("Café “quoted” – dash • €5 — ok");
  });

  it("drops emoji, folds accents outside Latin-1 and marks what cannot be drawn", () => {
    expect(toPdfText("⚠️ Łódź ✓ 中文")).toBe(" Lódz v ??");
  });

  it("keeps markup as literal text", () => {
    expect(toPdfText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("answers an empty string for missing text", () => {
    expect(toPdfText(undefined)).toBe("");
  });
});

describe("breakLongWords", () => {
  it("splits only long tokens", () => {
    expect(breakLongWords("word")).toEqual(["word"]);
    const url = "https://example.com/a/very/long/path/indeed";
    expect(breakLongWords(url)).toEqual(["https://example.", "com/a/very/long/", "path/indeed"]);
    expect(breakLongWords(url).join("")).toBe(url);
  });
});
