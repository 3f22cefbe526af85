import { Link } from "wouter";
import { EmailAddress } from "../../site-info/email-address.tsx";
import { useSiteInfo } from "../../site-info/use-site-info.ts";
import { PageFrame, Prose, ProseSection } from "../page-frame.tsx";
import { ResearchRecipients } from "./research-recipients.tsx";

/** What sign-in stores depends on how this installation signs people in (GET /api/site). */
function AccountData() {
  const { site } = useSiteInfo();
  const local = "If you sign in on our own sign-in page: the email address and name you enter, and a username taken from your email address.";
  const provider = "If you sign in through a sign-in provider (OpenID Connect): the account identifier, email address, name, username and profile picture link the provider shares, and the provider's sign-in token, kept only to sign you out there too.";
  if (site?.signIn === "local") return local;
  if (site?.signIn === "oidc") return provider;
  return `${local} ${provider}`;
}

export function PrivacyPage() {
  return (
    <PageFrame title="Privacy Policy" lastUpdated lead="What Greenlight stores about you, who receives what, and how to delete all of it.">
      <Prose>
        <ProseSection title="What we store">
          <ul>
            <li><strong>Your account.</strong> <AccountData /></li>
            <li>
              <strong>Your sessions.</strong> A random session id in a cookie named <code>greenlight_session</code>{" "}
              (HttpOnly, so page scripts cannot read it). We store only a SHA-256 hash of it, with its expiry date.
            </li>
            <li>
              <strong>Your ideas.</strong> Each idea's title, description, market and status; the output of each research
              stage; the report with its scores and analysis; the sources retrieved for it; and its keyword trend data.
            </li>
            <li>
              <strong>Waitlist entries.</strong> If you use the idea form on this site without signing in, the email
              address and idea text you enter.
            </li>
            <li>
              <strong>Server logs.</strong> Requests to our server (IP address, page or API path, time and outcome), used
              to keep the service secure and fix problems.
            </li>
          </ul>
          <p>
            We use no advertising or analytics cookies and load no third-party scripts. Besides the session cookie, the
            app keeps your theme and sidebar preferences in your browser's local storage.
          </p>
        </ProseSection>
        <ProseSection title="Why we use it">
          <p>
            To sign you in, run the validations you ask for, show you your library and reports, answer your messages and
            keep the service secure. We do not sell your data, use it for advertising, or use your ideas for anything but
            your own validations.
          </p>
        </ProseSection>
        <ProseSection title="Which outside services receive your idea">
          <ResearchRecipients />
          <p>Your email address and name are never sent to the model provider or the research sources.</p>
        </ProseSection>
        <ProseSection title="How long we keep it">
          <ul>
            <li>Your account and ideas: until you delete them.</li>
            <li>Sessions: until you log out or they expire (30 days unless the operator sets otherwise).</li>
            <li>Cached answers from research sources (public data): for a limited time, then refreshed or dropped.</li>
            <li>Waitlist entries: until you ask us to remove them.</li>
          </ul>
        </ProseSection>
        <ProseSection title="How to delete everything">
          <ul>
            <li>In the app, <strong>Settings → Delete All Ideas</strong> deletes every idea with its reports, sources and research data.</li>
            <li><strong>Settings → Delete Account</strong> deletes your account and everything in it, and ends your sessions.</li>
            <li>To remove a waitlist entry, email <EmailAddress kind="privacyEmail" /> from the address you entered.</li>
          </ul>
          <p>Deletion is immediate and cannot be undone.</p>
        </ProseSection>
        <ProseSection title="Your rights">
          <p>
            You can ask for a copy of your data, its correction or its deletion, object to how we use it, and complain to
            your data-protection authority. Our <Link href="/data-protection">Data Protection</Link> page explains how we
            protect your data and how to exercise these rights.
          </p>
        </ProseSection>
        <ProseSection title="Contact">
          <p>Privacy questions and requests: <EmailAddress kind="privacyEmail" />.</p>
        </ProseSection>
      </Prose>
    </PageFrame>
  );
}
