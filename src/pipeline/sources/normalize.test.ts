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

  it("keeps a table's row on a line of its own and its cells apart, so no name is glued to the cell after it", () => {
    // The providers' table of https://www.stevenzg.com/software-development/infrastructure/identity (its cells' text as
    // tests/fixtures/research-outside/passwordless-auth holds it, "ProviderNotes Auth0 (Okta)The pioneer…"), as HTML.
    const table = "<h2>The Players</h2><table><thead><tr><th>Provider</th><th>Notes</th></tr></thead><tbody><tr><td><strong>Auth0</strong> (Okta)</td><td>The pioneer; full-featured; expensive; great DX</td></tr>\n<tr><td><strong>Clerk</strong></td>\n<td>Newer, developer-first; pre-built UI components; React/Next.js focus</td></tr></tbody></table>";
    expect(blockText(table).split("\n")).toEqual([
      "The Players",
      "Provider — Notes",
      "Auth0 (Okta) — The pioneer; full-featured; expensive; great DX",
      "Clerk — Newer, developer-first; pre-built UI components; React/Next.js focus",
    ]);
  });
});
