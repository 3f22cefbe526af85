import { describe, expect, it } from "vitest";
import { cutAtPause, shortenTitle } from "./shorten-title.ts";

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

  it("drops a dangling possessive at a word cut, as titles drawn from a description do", () => {
    expect(shortenTitle("An app that reminds tenants to photograph their flat before moving out.")).toBe("An app that reminds tenants to photograph…");
  });

  it("keeps a clause's own last word when it cuts at the clause break", () => {
    expect(shortenTitle("Choose the market you are aiming at; United States is the default.")).toBe("Choose the market you are aiming at…");
  });

  it("cuts one long unbroken word at the limit rather than keeping it whole", () => {
    const short = shortenTitle("https://www.reddit.com/r/freelance/comments/15k3v2q/would_you_pay_for_an_invoicing_tool");
    expect(short).toBe("https://www.reddit.com/r/freelance/comments/15k3…");
  });
});

describe("cutAtPause", () => {
  it("ends before the last clause that would not fit whole when asked, never on a joining word", () => {
    const text = "A dashboard for small accounting firms and their staff that tracks filing deadlines";
    expect(cutAtPause({ text, max: 70, minKeep: 25, beforeClause: true })).toBe("A dashboard for small accounting firms and their staff");
    expect(cutAtPause({ text, max: 70, minKeep: 25 })).toBe("A dashboard for small accounting firms and their staff that tracks");
    expect(cutAtPause({ text: "Short enough", max: 70, minKeep: 25 })).toBe("Short enough");
  });
});
