import { describe, expect, it } from "vitest";
import { shortenTitle } from "./shorten-title.ts";

describe("shortenTitle", () => {
  it("keeps a short title whole", () => {
    expect(shortenTitle("Uber for dogs")).toBe("Uber for dogs");
  });

  it("cuts at a clause break when one leaves enough", () => {
    expect(shortenTitle("Meal kits for busy university students, delivered weekly to dorms across the UK")).toBe(
      "Meal kits for busy university students…",
    );
  });

  it("otherwise cuts at a word, never on a joining word", () => {
    const short = shortenTitle("Wearable device that monitors blood pressure for patients with hypertension and alerts");
    expect(short).toBe("Wearable device that monitors blood pressure…");
    expect(short.length).toBeLessThanOrEqual(49);
    expect(shortenTitle("AI tool for teachers that grades essays in seconds, gives feedback on structure")).toBe("AI tool for teachers that grades essays…");
  });
});
