import { describe, expect, it } from "vitest";
import { blockText, plainText } from "./normalize.ts";

// A real page's heading and paragraphs (https://inquisitr.com/4167777/yes-juicero-packs-can-be-squeezed-manually-but-ceo-claims-you-shouldnt-do-that), as HTML.
const PAGE = "<h2>How The Juicero Machine Claims To Work</h2><p>Juicero is a juicing machine that’s unlike any other. You don’t actually put fruits in it.</p><h2>Juicero Juice Packs Can Be Squeezed By Hand</h2><p>As it turns out, people don’t actually need the Juicero to get the juice out of the packs.</p>";

describe("a page's body as text", () => {
  it("keeps each heading and paragraph on a line of its own, so no heading is read as one sentence with the text after it", () => {
    const text = blockText(PAGE);
    expect(text.split("\n")).toEqual([
      "How The Juicero Machine Claims To Work",
      "Juicero is a juicing machine that’s unlike any other. You don’t actually put fruits in it.",
      "Juicero Juice Packs Can Be Squeezed By Hand",
      "As it turns out, people don’t actually need the Juicero to get the juice out of the packs.",
    ]);
    // A snippet or a title stays one line.
    expect(plainText(PAGE)).toBe(text.split("\n").join(" "));
  });
});
