import { describe, expect, it } from "vitest";
import { getSafeExternalUrl, getUrlHost } from "./safe-url.ts";

describe("getSafeExternalUrl", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["http://example.com", "http://example.com/"],
    ["  https://example.com/x  ", "https://example.com/x"],
  ])("links %s", (url, expected) => {
    expect(getSafeExternalUrl(url)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(document.cookie)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "/relative/path",
    "//evil.example/x",
    "not a url",
    "https://user:pass@evil.example/",
    "",
  ])("refuses %j", (url) => {
    expect(getSafeExternalUrl(url)).toBeNull();
  });

  it("names the host without www", () => {
    expect(getUrlHost("https://www.reddit.com/r/x")).toBe("reddit.com");
    expect(getUrlHost("javascript:alert(1)")).toBe("");
  });
});
