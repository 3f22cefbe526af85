import { Check, Copy, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { useRevokeShareLinks, type CreatedShareLink } from "./api.ts";
import { copyText } from "./copy-text.ts";

/**
 * The link just created, ready to copy, with the way to take it back. The token is shown only
 * here: the server keeps its hash, so a lost link is revoked and a new one made.
 */
export function ShareDialogContent({ ideaId, link, copied, onCopied, onRevoked }: {
  ideaId: string;
  link: CreatedShareLink;
  copied: boolean;
  onCopied: () => void;
  onRevoked: () => void;
}) {
  const inputId = useId();
  const revoke = useRevokeShareLinks(ideaId);
  const [copyFailed, setCopyFailed] = useState(false);
  const others = link.activeLinks - 1;

  const copy = async () => {
    if (await copyText(link.url)) {
      setCopyFailed(false);
      onCopied();
    } else {
      setCopyFailed(true);
    }
  };

  const revokeLinks = (linkId: string | null) => {
    revoke.mutate(linkId, {
      onSuccess: (count) => {
        toast({
          title: count === 1 ? "Link revoked" : "Links revoked",
          description: count === 1 ? "The link no longer opens this report." : `${count} links no longer open this report.`,
          duration: 3000,
        });
        onRevoked();
      },
      onError: (error) => {
        toast({ title: "Failed to revoke link", description: describeError(error, "Please try again."), variant: "destructive", duration: 5000 });
      },
    });
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Share this report</DialogTitle>
        <DialogDescription>
          Anyone with this link can read this report, read-only and without signing in. It shows this report only: none of
          your other ideas and nothing about your account.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">Share link</label>
        <div className="flex gap-2">
          <Input id={inputId} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p role="status" className="text-xs text-muted-foreground">
          {copyFailed ? "Your browser did not allow copying; select the link and copy it yourself." : copied ? "Copied to your clipboard." : ""}
        </p>
      </div>
      <DialogFooter className="sm:justify-between">
        {others > 0 ? (
          <Button variant="ghost" disabled={revoke.isPending} onClick={() => revokeLinks(null)}>
            Revoke all {link.activeLinks} links
          </Button>
        ) : <span />}
        <Button variant="outline" disabled={revoke.isPending} onClick={() => revokeLinks(link.id)} className="text-destructive">
          <Link2Off aria-hidden="true" />
          Revoke this link
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
