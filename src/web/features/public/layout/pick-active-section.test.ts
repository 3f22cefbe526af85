import { describe, expect, it } from "vitest";
import { pickActiveSection, readingLine } from "./pick-active-section.ts";

const boxes = [
  { id: "how-it-works", top: 400, bottom: 900 },
  { id: "pricing", top: 900, bottom: 1500 },
];

describe("pickActiveSection", () => {
  it("is none above the first section (the hero)", () => {
    expect(pickActiveSection({ boxes, line: 300 })).toBeNull();
  });

  it("is the section the reading line crosses", () => {
    expect(pickActiveSection({ boxes, line: 400 })).toBe("how-it-works");
    expect(pickActiveSection({ boxes, line: 899 })).toBe("how-it-works");
    expect(pickActiveSection({ boxes, line: 900 })).toBe("pricing");
  });

  it("is none below the last section", () => {
    expect(pickActiveSection({ boxes, line: 1500 })).toBeNull();
  });
});

describe("readingLine", () => {
  it("sits a third of the way down the viewport below the header", () => {
    expect(readingLine({ viewportHeight: 964, headerHeight: 64 })).toBe(364);
  });
});
