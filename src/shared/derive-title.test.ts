import { describe, expect, it } from "vitest";
import { deriveTitle, MAX_DERIVED_TITLE_LENGTH } from "./derive-title.ts";

describe("deriveTitle", () => {
  it("takes the first sentence and strips filler", () => {
    expect(deriveTitle("I want to build an app that helps freelance designers chase unpaid invoices. It costs $10.")).toBe(
      "App that helps freelance designers chase unpaid invoices",
    );
    expect(deriveTitle("So basically, my idea is a marketplace for dog walkers in London!")).toBe("Marketplace for dog walkers in London");
    expect(deriveTitle("I'm thinking of creating a subscription box for indie board games.")).toBe("Subscription box for indie board games");
    expect(deriveTitle("Hello! I want to make a habit tracker")).toBe("Habit tracker");
    expect(deriveTitle("We're building a tool for nurses")).toBe("Tool for nurses");
  });

  it("capitalises and drops trailing punctuation", () => {
    expect(deriveTitle("uber for dogs...")).toBe("Uber for dogs");
    expect(deriveTitle("  - a CRM for plumbers;  ")).toBe("CRM for plumbers");
  });

  it("does not split on decimals or common abbreviations", () => {
    expect(deriveTitle("A $2.50 meal kit for students, e.g. in dorms. Second sentence.")).toBe(
      "$2.50 meal kit for students, e.g. in dorms",
    );
  });

  it("uses only the first line", () => {
    expect(deriveTitle("Invoice chaser for freelancers\nMore detail on the next line")).toBe("Invoice chaser for freelancers");
  });

  it("cuts long sentences at a word or clause boundary within 80 characters", () => {
    const long =
      "We're building a Chrome extension that summarises long email threads into three bullet points so busy managers can reply faster and never miss a decision";
    const title = deriveTitle(long);
    expect(title.length).toBeLessThanOrEqual(MAX_DERIVED_TITLE_LENGTH);
    expect(long).toContain(title.slice(1));
    expect(title).toMatch(/[a-z]$/);
    expect(deriveTitle("An AI tool for teachers that grades essays in seconds, gives feedback on structure, and flags plagiarism for review")).toBe(
      "AI tool for teachers that grades essays in seconds, gives feedback on structure",
    );
    expect(deriveTitle("A wearable device that monitors blood pressure for patients with hypertension and alerts their doctor.")).toBe(
      "Wearable device that monitors blood pressure for patients with hypertension",
    );
    expect(deriveTitle("Compliance software for accounting firms of 20-200 staff that tracks filing deadlines and client documents.")).toBe(
      "Compliance software for accounting firms of 20-200 staff",
    );
        const oneWord = "x".repeat(200);
    expect(deriveTitle(oneWord)).toHaveLength(MAX_DERIVED_TITLE_LENGTH);
  });

  it("falls back when there is nothing to title", () => {
    expect(deriveTitle("   ")).toBe("Untitled idea");
    expect(deriveTitle("...")).toBe("Untitled idea");
  });

  it("never strips the whole text away", () => {
    expect(deriveTitle("Build")).toBe("Build");
  });
});

describe("deriveTitle of an arranged description", () => {
  it("takes the founder's Solution line, never a heading or a template question", () => {
    expect(deriveTitle("Problem: not stated yet — what problem do your customers have, and how painful is it?\n\nSolution: A feeder for multi-cat households\n\nChecklist:\n[ ] Problem")).toBe("Feeder for multi-cat households");
    expect(deriveTitle("Problem: Vets see cats fight over food.\n\nBusiness model: $30 once.")).toBe("Vets see cats fight over food");
  });
});
