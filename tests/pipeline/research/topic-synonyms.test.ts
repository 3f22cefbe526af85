import { describe, expect, it } from "vitest";
import { subjectHits } from "../../../src/pipeline/report/sections/source-facts.ts";
import { topicOfDescription as topicFor } from "../helpers/topic-of-description.ts";

describe("the subject's synonyms", () => {
  it("reads a page's word for the same thing as the subject ('authentication' for a login SDK), and leaves other words out", () => {
    const topic = topicFor("A drop-in passwordless login SDK for web apps: magic links and passkeys in ten lines of code, with a hosted dashboard. Free up to 1,000 monthly users, then $0.02 per user.");
    // https://brandur.org/atoms/gkoxmy2
    expect(subjectHits("Core authentication-related flows were the most likely to regress because writing tests against a remote API requires a lot of stubbing.", topic).subject).toBeGreaterThan(0);
    expect(subjectHits("I got a question about why, so I’m putting down some rationale here.", topic).subject).toBe(0);
    // The head noun stays the subject's own.
    expect(topic.head).toBe(topicFor("A drop-in login SDK for web apps.").head);
  });

  it("reads the subject written as a verb of two words ('back up' of a backup) as the subject", () => {
    const backup = topicFor("A private, paid cloud backup for a family's phone photos and videos.");
    // https://www.lixximphotography.com/personal/2020/2/27/how-to-back-up-camera-roll-phone-photos
    expect(subjectHits("iOS makes it easy by even offering a built-in feature called iCloud, which after it’s enabled will back up images to Apple’s servers.", backup)).toMatchObject({ subject: 1, head: 1 });
  });

  it("reads a blog's visitor counter as web analytics", () => {
    const topic = topicFor("Cookie-free, privacy-friendly website analytics for small businesses and indie developers: a one-line script, a simple dashboard, no consent banner needed. $9 a month for up to 10k pageviews.");
    // https://dsadevil.blogspot.com/2017/06/goodbye-sitemeter.html
    expect(subjectHits("From almost the beginning of this blog, I had a Sitemeter account to track my visitors.", topic).subject).toBeGreaterThan(0);
    expect(subjectHits("Sadly, Sitemeter is being permanently shut down July 1st.", topic).subject).toBe(0);
  });
});
