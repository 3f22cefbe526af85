import { useState } from "react";
import { API_TOKEN_SCOPE_LABELS } from "../../../shared/contracts/api-tokens.ts";
import type { ApiToken, ApiTokenUse } from "../../../shared/contracts/api-tokens.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { useRevokeApiToken } from "./api.ts";

const time = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const when = (value: string | null) => (value ? time.format(new Date(value)) : "Never");

function RevokeButton({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiToken({
    onSuccess: () => toast({ title: "Token revoked", description: `“${token.name}” no longer works.`, duration: 5000 }),
    onError: (error) => toast({ variant: "destructive", title: "Failed to revoke token", description: describeError(error, "Please try again."), duration: 5000 }),
    onSettled: () => setOpen(false),
  });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Revoke ${token.name}`}>Revoke</Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
          <AlertDialogDescription>Anything using this token is refused from its next request. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={revoke.isPending} onClick={(event) => { event.preventDefault(); revoke.mutate(token.id); }}>
            {revoke.isPending ? "Revoking..." : "Revoke token"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Every token: name, scope, created, last used, expiry, and Revoke. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">No API tokens yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your API tokens</caption>
        <thead className="text-muted-foreground">
          <tr><th scope="col" className="py-2 pr-3 font-medium">Name</th><th scope="col" className="pr-3 font-medium">Scope</th><th scope="col" className="pr-3 font-medium">Created</th><th scope="col" className="pr-3 font-medium">Last used</th><th scope="col" className="pr-3 font-medium">Expires</th><th scope="col"><span className="sr-only">Actions</span></th></tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} className="border-t">
              <th scope="row" className="py-2 pr-3 font-medium">{token.name}</th>
              <td className="pr-3">{API_TOKEN_SCOPE_LABELS[token.scope]}</td>
              <td className="pr-3">{formatDate(token.createdAt)}</td>
              <td className="pr-3">{when(token.lastUsedAt)}</td>
              <td className="pr-3">{token.expiresAt ? formatDate(token.expiresAt) : "Never"}</td>
              <td className="py-2 text-right"><RevokeButton token={token} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the tokens did lately, newest first: every request is counted, one line per kind of request and minute. */
export function ApiTokenUses({ uses }: { uses: ApiTokenUse[] }) {
  if (uses.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Recent token activity</summary>
      <ul className="mt-2 flex flex-col gap-1 text-muted-foreground">
        {uses.map((use) => (
          <li key={use.id}>
            <span className="text-foreground">{use.tokenName}</span>: {use.method} {use.route} ({use.statusCode}), {plural(use.requestCount, "request")}, last {when(use.occurredAt)}
          </li>
        ))}
      </ul>
    </details>
  );
}
