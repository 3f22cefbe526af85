import { ExternalLink } from "lucide-react";
import type { Settings } from "../../../shared/contracts/settings.ts";
import { getSafeExternalUrl } from "../../../shared/display/safe-url.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/**
 * Privacy & Security. Greenlight keeps no password (docs/decisions/003): with a sign-in
 * provider the password lives there, so this links to the provider's account page.
 */
export function SecuritySection({ settings }: { settings: Settings }) {
  const { signIn } = settings.account;
  const accountUrl = getSafeExternalUrl(settings.account.accountUrl);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy &amp; Security</CardTitle>
        <CardDescription>Password</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {signIn === "local" ? (
          <p className="text-muted-foreground">
            This installation uses local sign-in, which has no password: you sign in with your email alone. It is meant for one
            machine; connect an OpenID Connect provider to sign in with a password or passkey.
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              Your password is managed by your sign-in provider; Greenlight never sees or stores it.
              {accountUrl ? " Change it on your provider's account page." : " Ask your administrator where to change it."}
            </p>
            {accountUrl ? (
              <div>
                <Button asChild variant="outline">
                  <a href={accountUrl} target="_blank" rel="noopener noreferrer">
                    Change password at your provider
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
