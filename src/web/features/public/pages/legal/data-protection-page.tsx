import { Link } from "wouter";
import { EmailAddress } from "../../site-info/email-address.tsx";
import { PageFrame, Prose, ProseSection } from "../page-frame.tsx";
import { ResearchRecipients } from "./research-recipients.tsx";

export function DataProtectionPage() {
  return (
    <PageFrame title="Data Protection" lastUpdated lead="How Greenlight protects your data, who processes it, and how to exercise your rights.">
      <Prose>
        <ProseSection title="Encryption">
          <ul>
            <li><strong>In transit:</strong> every connection to Greenlight is encrypted with TLS, and session cookies are marked Secure so browsers send them only over HTTPS.</li>
            <li><strong>At rest:</strong> the database that holds your account and ideas, and its backups, are stored on disks encrypted with AES-256.</li>
          </ul>
          <p>
            If you run Greenlight yourself, these two protections are yours to provide: serve it over HTTPS (its public
            address must start with https) and keep its data directory or PostgreSQL server on AES-256 encrypted storage.
          </p>
        </ProseSection>
        <ProseSection title="How access is controlled">
          <ul>
            <li>Your ideas and reports are visible only to your account; asking for another person's idea is answered as if it did not exist.</li>
            <li>Session cookies are HttpOnly and SameSite=Lax; the database keeps only a SHA-256 hash of each session id, so a copy of it hands out no live sessions.</li>
            <li>Requests that change data must come from Greenlight's own pages, which blocks cross-site request forgery.</li>
            <li>Every request is checked against a strict contract, request sizes are capped, and request rates are limited.</li>
            <li>Text from research sources is treated as untrusted: it is shown as plain text, and links open only for http(s) addresses.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Who processes your data">
          <p>Besides the infrastructure Greenlight runs on, only these services receive anything about your ideas:</p>
          <ResearchRecipients />
          <p>
            If you sign in through a sign-in provider, that provider processes your sign-in. We choose providers that
            protect data to the standard of this page and we use them only to run your validations.
          </p>
        </ProseSection>
        <ProseSection title="Legal bases (GDPR)">
          <ul>
            <li>Running your account and validations: performance of our contract with you.</li>
            <li>Security logs and abuse prevention: our legitimate interest in a safe service.</li>
            <li>Waitlist entries: your consent, which you may withdraw at any time.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Your rights">
          <p>
            You have the right to access your data, correct it, delete it, receive it in a portable form, restrict or
            object to its processing, and complain to a supervisory authority. You can delete your ideas and account at
            any time in the app under Settings (Delete All Ideas, Delete Account). For anything else, write to us and we
            will answer within one month.
          </p>
        </ProseSection>
        <ProseSection title="If something goes wrong">
          <p>
            If a breach puts your data at risk we will tell the supervisory authority within 72 hours and tell you without
            undue delay, with what happened and what we are doing about it.
          </p>
        </ProseSection>
        <ProseSection title="Contact">
          <p>
            Data-protection requests: <EmailAddress kind="dataProtectionEmail" />. See also our{" "}
            <Link href="/privacy">Privacy Policy</Link>.
          </p>
        </ProseSection>
      </Prose>
    </PageFrame>
  );
}
