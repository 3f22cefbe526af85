import { describe, expect, it } from "vitest";
import { classifySentence, extractEvidence, sentencesOf } from "./source-evidence.ts";
import { topicStem } from "./relevance-gate.ts";

const invoiceTopic = { subject: new Set(["late", "invoice", "reminder"].map(topicStem)), head: topicStem("invoices"), context: new Set(["freelancer"].map(topicStem)) };

describe("classifySentence", () => {
  it("reads pain described in a thread as supporting the problem", () => {
    expect(classifySentence("Chasing late invoices is a nightmare, I spend hours every week on it.")).toMatchObject({ dimension: "pain", stance: "supports" });
    expect(classifySentence("Late payments are the most stressful part of freelancing for me.")).toMatchObject({ dimension: "pain", stance: "supports" });
  });

  it("reads a rare or solved problem as challenging it", () => {
    expect(classifySentence("Honestly late payment is rare in my experience and not a problem.")).toMatchObject({ dimension: "pain", stance: "challenges" });
    expect(classifySentence("Late invoices have never been a problem for me.")).toMatchObject({ dimension: "pain", stance: "challenges" });
  });

  it("tells an offer to pay from a negated one", () => {
    expect(classifySentence("I would happily pay $20 a month for something that chases clients for me.")?.stance).toBe("supports");
    expect(classifySentence("It's not fun and I would pay $10 for a fix.")?.stance).toBe("supports");
    expect(classifySentence("Nobody I know would pay for an invoice reminder tool.")).toMatchObject({ dimension: "demand", stance: "challenges" });
    expect(classifySentence("We built exactly this and nobody paid for it.")?.stance).toBe("challenges");
    expect(classifySentence("I don't think anyone would pay for this.")?.stance).toBe("challenges");
  });

  it("classifies competition, timing and channels, and leaves questions and cue-less sentences alone", () => {
    expect(classifySentence("There are already dozens of invoicing tools with reminders.")).toMatchObject({ dimension: "competition", stance: "challenges" });
    expect(classifySentence("Remote freelancing is growing fast since 2020.")).toMatchObject({ dimension: "timing", stance: "supports" });
    expect(classifySentence("I posted it in a freelancer community and got 200 signups.")).toMatchObject({ dimension: "demand", stance: "supports" });
    expect(classifySentence("Ask HN: Is chasing late invoices really a problem for freelancers?")?.stance).toBe("neutral");
    expect(classifySentence("The weather was nice today and we went for a walk.")).toBeNull();
  });
});

describe("extractEvidence", () => {
  it("quotes whole sentences from the title, the snippet and a full reading, never a clipped end", () => {
    const source = {
      id: "s1",
      title: "Ask HN: How do you deal with clients who pay invoices late?",
      excerpt: "Chasing late invoices is a nightmare for me. I would happily pay $20 a month for a tool that chases them and also…",
      reading: { text: "", comments: [{ text: "Nobody I know would pay for an invoice reminder tool." }] },
    };
    const sentences = sentencesOf(source);
    expect(sentences).toContain("Chasing late invoices is a nightmare for me.");
    expect(sentences.some((s) => s.endsWith("…"))).toBe(false);
    const evidence = extractEvidence({ sources: [source], perSource: 4, topic: invoiceTopic });
    expect(evidence.map((e) => [e.quote, e.stance])).toEqual([
      ["Ask HN: How do you deal with clients who pay invoices late?", "neutral"],
      ["Chasing late invoices is a nightmare for me.", "supports"],
      ["Nobody I know would pay for an invoice reminder tool.", "challenges"],
    ]);
    expect(evidence.every((e) => e.sourceId === "s1")).toBe(true);
  });

  it("never runs a sentence from a snippet cut mid-word into the page's text", () => {
    // https://cosmosexplore.com/founding-note (the research world's moon grocery delivery idea, train): a search
    // snippet cut at "surface o" beside the page read in full.
    const text = "It is a stack of Earth launch, orbital transfer, rendezvous, landing, life support, surface operations, ascent, return, safety margin, insurance, regulation, and recovery.\n\nThe current public baseline is still national-scale.";
    const source = { id: "s3", title: "Founding Note: The Moon Is a Cost Problem", excerpt: "Getting one person to the lunar surface is not only a launch event. It is a stack of Earth launch, orbital transfer, rendezvous, landing, life support, surface o", reading: { text, comments: [] } };
    const sentences = sentencesOf(source);
    expect(sentences).toEqual([
      "Founding Note: The Moon Is a Cost Problem",
      "Getting one person to the lunar surface is not only a launch event.",
      "It is a stack of Earth launch, orbital transfer, rendezvous, landing, life support, surface operations, ascent, return, safety margin, insurance, regulation, and recovery.",
      "The current public baseline is still national-scale.",
    ]);
  });

  it("keeps the clearest sentences when a source has more than its share, in reading order", () => {
    const source = { id: "s2", title: "Invoices", excerpt: "Late invoices are a nightmare and I hate chasing them every week. Invoices have a number. I would gladly pay for a fix to this mess. Some invoices are printed on paper by the business." };
    const quotes = extractEvidence({ sources: [source], perSource: 2, topic: invoiceTopic }).map((e) => e.quote);
    expect(quotes).toEqual(["Late invoices are a nightmare and I hate chasing them every week.", "I would gladly pay for a fix to this mess."]);
  });
});
