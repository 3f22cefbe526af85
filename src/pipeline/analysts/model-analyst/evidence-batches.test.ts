import { describe, expect, it } from "vitest";
import type { ResearchedSource } from "../../contracts/checkpoints.ts";
import { modelEvidenceSchema, verifyEvidence } from "./evidence-batches.ts";

const source = (id: string, text: string): ResearchedSource => ({
  id, title: `Page ${id}`, url: `https://example.com/${id}`, type: "article", platform: "other", relevance: 6, date: "2026-01-01T00:00:00.000Z", excerpt: text,
});

describe("the model's evidence tags", () => {
  const batch = [
    { ref: "R1", source: source("vendor", "Late payment creates two problems at once. Pro: $9 per month.") },
    { ref: "R2", source: source("news", "The company said it would shut down the product line at the end of the year.") },
    { ref: "R3", source: source("thread", "I chase late invoices every week and hate it. Our new kitchen looks great.") },
  ];
  const answer = modelEvidenceSchema.parse({
    sources: [
      { ref: "R1", relevance: 7, type: "vendor", quotes: [
        { text: "Late payment creates two problems at once.", dimension: "pain", stance: "supports", subject: true, kind: "feature" },
        { text: "Pro: $9 per month.", dimension: "pricing", stance: "neutral", subject: true, kind: "price", also: ["competition"] },
      ] },
      { ref: "R2", relevance: 8, type: "article", quotes: [
        { text: "The company said it would shut down the product line at the end of the year.", dimension: "demand", stance: "neutral", subject: true, kind: "event" },
      ] },
      { ref: "R3", relevance: 8, type: "discussion", quotes: [
        { text: "I chase late invoices every week and hate it.", dimension: "pain", stance: "supports", subject: true, kind: "complaint" },
        { text: "Our new kitchen looks great.", dimension: "demand", stance: "supports", subject: false, kind: "praise" },
      ] },
    ],
  });
  const outcome = verifyEvidence({ answer, batch });

  it("reads a vendor's words about pain as what a competitor sells, not as a person's pain", () => {
    expect(outcome.evidence.find((e) => e.sourceId === "vendor" && e.quote.startsWith("Late"))).toMatchObject({ dimension: "competition", stance: "neutral" });
    expect(outcome.evidence.find((e) => e.quote.startsWith("Pro"))).toMatchObject({ dimension: "pricing", also: ["competition"], kind: "price" });
  });

  it("counts a same-kind shutdown as a challenge and drops quotes the model says are off the subject", () => {
    expect(outcome.evidence.find((e) => e.sourceId === "news")).toMatchObject({ dimension: "competition", stance: "challenges", kind: "event" });
    expect(outcome.evidence.find((e) => e.sourceId === "thread" && e.quote.includes("kitchen"))).toBeUndefined();
    expect(outcome.evidence.find((e) => e.sourceId === "thread")).toMatchObject({ dimension: "pain", stance: "supports" });
  });

  it("keeps each source's type", () => {
    expect(Object.fromEntries(outcome.kinds)).toEqual({ vendor: "vendor", news: "article", thread: "discussion" });
  });

  it("still parses an answer without tags", () => {
    expect(() => modelEvidenceSchema.parse({ sources: [{ ref: "R1", relevance: 5, quotes: [{ text: "x", dimension: "pain", stance: "neutral" }] }] })).not.toThrow();
  });
});
