import { describe, expect, it } from "vitest";
import { formatCount, plural, pluralWord } from "./count-text.ts";

describe("count text", () => {
  it("puts the singular only with exactly one", () => {
    expect(plural(1, "source")).toBe("1 source");
    expect(plural(0, "source")).toBe("0 sources");
    expect(plural(2, "source")).toBe("2 sources");
    expect(plural(1.5, "hour")).toBe("1.5 hours");
  });

  it("takes an irregular plural when given one", () => {
    expect(plural(3, "company", "companies")).toBe("3 companies");
    expect(pluralWord(1, "was", "were")).toBe("was");
    expect(pluralWord(4, "was", "were")).toBe("were");
  });

  it("groups large counts in thousands only when asked to format the figure", () => {
    expect(plural(12_500, "visitor")).toBe("12500 visitors");
    expect(formatCount(12_500)).toBe("12,500");
    expect(formatCount(999)).toBe("999");
  });
});
