import { describe, expect, it } from "vitest";
import { missingDetails } from "./missing-details.ts";
import { readPrice } from "./price/read-price.ts";

const none = { customer: null, segment: null, problem: null, model: null, price: readPrice("") };

describe("missingDetails", () => {
  it("lists what a too-thin description lacks when two of the three are missing", () => {
    expect(missingDetails(none)).toEqual(["who the customer is", "the problem it solves for them", "how you will charge and how much"]);
    expect(missingDetails({ ...none, customer: "dog owners", segment: "consumers" })).toEqual([
      "the problem it solves for them", "how you will charge and how much",
    ]);
  });

  it("lets the verdict stand when only one is missing", () => {
    const price = readPrice("We charge $9/month.");
    expect(missingDetails({ ...none, segment: "consumers", price })).toEqual([]);
  });
});
