import { describe, expect, it } from "vitest";
import { profileFromText } from "../../../src/pipeline/analysts/text-analyst/profile.ts";
import { topicOf } from "../../../src/pipeline/research/relevance-gate.ts";
import { subjectHits } from "../../../src/pipeline/report/sections/source-facts.ts";

const topicFor = (description: string) => topicOf(profileFromText({ id: "00000000-0000-4000-8000-000000000001", title: null, description, country: "US", validationMode: "quick" }));

describe("the subject's synonyms", () => {
  it("reads a page's word for the same thing as the subject ('authentication' for a login SDK), and leaves other words out", () => {
    const topic = topicFor("A drop-in passwordless login SDK for web apps: magic links and passkeys in ten lines of code, with a hosted dashboard. Free up to 1,000 monthly users, then $0.02 per user.");
    // https://brandur.org/atoms/gkoxmy2
    expect(subjectHits("Core authentication-related flows were the most likely to regress because writing tests against a remote API requires a lot of stubbing.", topic).subject).toBeGreaterThan(0);
    expect(subjectHits("I got a question about why, so I’m putting down some rationale here.", topic).subject).toBe(0);
    // The head noun stays the subject's own.
    expect(topic.head).toBe(topicFor("A drop-in login SDK for web apps.").head);
  });
});
