import { Clock, Mail, MessageCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/use-toast.ts";
import { useHydrated } from "../layout/use-hydrated.ts";
import { EmailAddress } from "../site-info/email-address.tsx";
import { useSiteInfo } from "../site-info/use-site-info.ts";
import { PageFrame } from "./page-frame.tsx";

const REPLY_PROMISE = "We reply within 24 hours on business days.";

/** Live chat is not staffed on this installation; the button says so and points to email. */
function LiveChatButton() {
  const { site } = useSiteInfo();
  // It answers with a toast, which needs the script: inert until the page has hydrated.
  const hydrated = useHydrated();
  return (
    <Button
      variant="outline"
      disabled={!hydrated}
      onClick={() =>
        toast({
          title: "Live chat is offline right now",
          description: site ? `Email ${site.supportEmail} instead. ${REPLY_PROMISE}` : `Please email us instead. ${REPLY_PROMISE}`,
        })}
    >
      <MessageCircle aria-hidden="true" />
      Start Live Chat
    </Button>
  );
}

export function ContactPage() {
  return (
    <PageFrame title="Contact Us" lead="Questions about your reports, your account or your data? We are here to help.">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="email-support" className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          <h2 id="email-support" className="text-lg font-semibold">Email support</h2>
          <p className="text-muted-foreground">Write to us about anything: a report that puzzles you, a bug, billing or a feature you need.</p>
          <p><EmailAddress kind="supportEmail" /></p>
        </section>
        <section aria-labelledby="live-chat" className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground">
          <MessageCircle className="size-6 text-primary" aria-hidden="true" />
          <h2 id="live-chat" className="text-lg font-semibold">Live chat</h2>
          <p className="text-muted-foreground">Prefer to talk it through? Start a chat with the team.</p>
          <div><LiveChatButton /></div>
        </section>
      </div>
      <p className="mt-8 flex items-center gap-2 text-muted-foreground">
        <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>Response within 24 hours on business days.</span>
      </p>
      <section aria-labelledby="other-contacts" className="mt-10 flex flex-col gap-3">
        <h2 id="other-contacts" className="text-lg font-semibold">Privacy and data protection</h2>
        <ul className="flex flex-col gap-2 text-muted-foreground">
          <li>Privacy questions and requests: <EmailAddress kind="privacyEmail" /></li>
          <li>Data protection (GDPR) requests: <EmailAddress kind="dataProtectionEmail" /></li>
        </ul>
      </section>
    </PageFrame>
  );
}
