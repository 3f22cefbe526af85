import { describe, expect, it } from "vitest";
import { textareaMaxHeight } from "./textarea-size.ts";

describe("textareaMaxHeight", () => {
  it("is 600 px from 768 px wide", () => {
    expect(textareaMaxHeight({ windowWidth: 1280, windowHeight: 900 })).toBe(600);
    expect(textareaMaxHeight({ windowWidth: 768, windowHeight: 400 })).toBe(600);
  });

  it("is the window height less 280 on mobile, at least 200", () => {
    expect(textareaMaxHeight({ windowWidth: 375, windowHeight: 812 })).toBe(532);
    expect(textareaMaxHeight({ windowWidth: 375, windowHeight: 400 })).toBe(200);
  });
});
