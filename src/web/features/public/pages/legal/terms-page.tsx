import { Link } from "wouter";
import { EmailAddress } from "../../site-info/email-address.tsx";
import { PageFrame, Prose, ProseSection } from "../page-frame.tsx";

export function TermsPage() {
  return (
    <PageFrame title="Terms of Service" lastUpdated lead="The agreement between you and Greenlight when you use this site and the Greenlight app.">
      <Prose>
        <ProseSection title="1. Using Greenlight">
          <p>
            By signing in or submitting an idea you agree to these terms. You must be old enough to enter a contract where
            you live, and if you use Greenlight for a company you confirm you may bind it to these terms.
          </p>
        </ProseSection>
        <ProseSection title="2. What the service does">
          <p>
            Greenlight analyses startup ideas you describe and produces reports with scores, market analysis, sources and a
            recommendation. Depending on how this service is configured, the analysis is done by a language model with
            research from public sources, or by Greenlight's text analyst, which searches the same sources and reads
            what they say with rules and word lists in code instead of a model. Each report says which method produced it.
          </p>
        </ProseSection>
        <ProseSection title="3. Your account">
          <p>
            You sign in with an email address, either directly or through a sign-in provider. Keep access to that email
            or provider account secure: anyone who can sign in as you can see your ideas. Tell us at once at{" "}
            <EmailAddress kind="supportEmail" /> if you think someone else has used your account.
          </p>
        </ProseSection>
        <ProseSection title="4. Your ideas stay yours">
          <p>
            You keep every right in the ideas and descriptions you submit. You give us only the permission needed to run
            the service: to store your ideas, send them to the model provider and research sources described in our{" "}
            <Link href="/privacy">Privacy Policy</Link>, and show the results to you. We do not use your ideas for anything
            else and we do not sell them.
          </p>
        </ProseSection>
        <ProseSection title="5. Acceptable use">
          <ul>
            <li>Do not submit content that is unlawful, or personal data about other people that you have no right to share.</li>
            <li>Do not try to reach other users' data, get around rate limits, or disrupt the service.</li>
            <li>Do not use automated means to submit ideas in bulk, except through an API access we have agreed with you.</li>
          </ul>
        </ProseSection>
        <ProseSection title="6. Plans">
          <p>
            The Explorer plan is free. The Founder plan costs $29 per month and Enterprise pricing is agreed individually.
            What each plan includes is shown on our <Link href="/pricing">pricing page</Link>. We will tell you before any
            change to the price of a plan you pay for takes effect.
          </p>
        </ProseSection>
        <ProseSection title="7. Reports are not advice">
          <p>
            Reports are produced automatically, can be wrong or incomplete, and results vary. They are not financial,
            legal or business advice. You alone decide what to do with your idea. Please read our{" "}
            <Link href="/disclaimer">Disclaimer</Link>.
          </p>
        </ProseSection>
        <ProseSection title="8. Availability and changes">
          <p>
            We work to keep Greenlight available and your data safe, but we cannot promise the service will be
            uninterrupted or error-free. We may change or retire features; if we retire the service we will give you
            reasonable notice to read your reports first.
          </p>
        </ProseSection>
        <ProseSection title="9. Ending your use">
          <p>
            You may stop at any time and delete your data in the app under Settings (Delete All Ideas, or Delete
            Account). We may suspend an account that breaks these terms, and will tell you why unless the law forbids it.
          </p>
        </ProseSection>
        <ProseSection title="10. Liability">
          <p>
            To the extent the law allows, Greenlight is provided "as is", and we are not liable for indirect or
            consequential losses, or for decisions you make based on a report. Nothing in these terms limits liability
            that cannot be limited by law.
          </p>
        </ProseSection>
        <ProseSection title="11. Changes to these terms">
          <p>
            When we change these terms we publish the new version on this page, and for material changes we also let
            signed-in users know. Continuing to use Greenlight after a change means you accept it.
          </p>
        </ProseSection>
        <ProseSection title="12. Contact">
          <p>Questions about these terms: <EmailAddress kind="supportEmail" />.</p>
        </ProseSection>
      </Prose>
    </PageFrame>
  );
}
