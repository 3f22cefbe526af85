import { Link } from "wouter";
import { EmailAddress } from "../../site-info/email-address.tsx";
import { PageFrame, Prose, ProseSection } from "../page-frame.tsx";

export function DisclaimerPage() {
  return (
    <PageFrame title="Disclaimer" lastUpdated lead="What a Greenlight report is, and what it is not.">
      <Prose>
        <ProseSection title="Not advice">
          <p>
            Greenlight's reports, scores and recommendations are for information only. They are not financial, legal or
            business advice, and they do not replace advice from a qualified professional who knows your situation.
          </p>
        </ProseSection>
        <ProseSection title="Results are illustrative and vary">
          <p>
            Scores, market sizes, revenue projections and customer-acquisition figures are estimates produced
            automatically from the evidence found at the time. The same idea can score differently when described
            differently, researched on another day, or analysed with another method. Figures on this site and in examples
            are illustrative.
          </p>
        </ProseSection>
        <ProseSection title="How reports are made, and their limits">
          <ul>
            <li>
              Reports are written by a language model working from public research sources, or, when no model is
              configured, by Greenlight's text analyst, which reads the same sources with rules and word lists and can miss
              sarcasm, negation and context; when no source can be reached it reads only your description and states a
              low confidence.
            </li>
            <li>Language models can misread evidence or state things that are not true. Check the sources a report cites before relying on it.</li>
            <li>Public sources can be incomplete, out of date or biased toward people who post online. A quiet market is not always an empty one.</li>
            <li>Each report's methodology section lists its own limitations and assumptions. Read it.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Third-party content">
          <p>
            Reports link to pages on other sites. We do not control them and are not responsible for their content or
            availability.
          </p>
        </ProseSection>
        <ProseSection title="Your decisions are yours">
          <p>
            A go recommendation does not guarantee success, and a no-go does not mean an idea cannot work. You are
            responsible for what you decide to build. Our liability is set out in the{" "}
            <Link href="/terms">Terms of Service</Link>.
          </p>
        </ProseSection>
        <ProseSection title="Questions">
          <p>Write to <EmailAddress kind="supportEmail" />.</p>
        </ProseSection>
      </Prose>
    </PageFrame>
  );
}
