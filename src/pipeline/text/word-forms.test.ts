import { describe, expect, it } from "vitest";
import { singularOf } from "./word-forms.ts";

describe("a noun's singular", () => {
  it.each([
    ["walkers", "walker"], ["batteries", "battery"], ["classes", "class"], ["boxes", "box"], ["menus", "menu"], ["taxis", "taxi"],
    // One thing in -s keeps its "s": a search for "surplu" or "diabete" finds nothing.
    ["surplus", "surplus"], ["bonus", "bonus"], ["campus", "campus"], ["analysis", "analysis"], ["diabetes", "diabetes"], ["series", "series"], ["electronics", "electronics"], ["clinics", "clinic"],
  ])("%s → %s", (word, singular) => {
    expect(singularOf(word)).toBe(singular);
  });
});
