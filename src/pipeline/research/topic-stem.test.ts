import { describe, expect, it } from "vitest";
import { topicStem } from "./relevance-gate.ts";

describe("topicStem", () => {
  it("meets a word's forms in one stem", () => {
    for (const forms of [["walk", "walkers", "walking"], ["invoice", "invoices"], ["care", "cares", "caring", "cared"], ["code", "codes", "coding", "coded", "coder"],
      ["log", "logs", "logging", "logged"], ["bike", "bikes", "biking"], ["plan", "planning", "planned"], ["pass", "passes"], ["box", "boxes", "boxing"],
      // "ChatGPT's conversational mode" is about conversation (https://www.jefftk.com/p/a-spanish-speaking-robot-in-my-pocket).
      ["conversation", "conversations", "conversational"], ["education", "educational"]]) {
      expect(new Set(forms.map(topicStem)), forms.join(", ")).toHaveProperty("size", 1);
    }
  });

  it("keeps short words apart that only an 'e' or a doubled letter tells apart", () => {
    // A pet-care or ADHD-care idea's pages are no car-sharing blog's ("…from the perspective of a car owner", http://roy.tabulas.co/2011/07).
    expect(topicStem("care")).not.toBe(topicStem("car"));
    expect(topicStem("cars")).toBe(topicStem("car"));
    expect(topicStem("note")).not.toBe(topicStem("not"));
    expect(topicStem("site")).not.toBe(topicStem("sit"));
    // A word's own double letter stays: "calling" is "call", "eating" is "eat".
    expect(topicStem("calling")).toBe("call");
    expect(topicStem("eating")).toBe("eat");
  });
});
