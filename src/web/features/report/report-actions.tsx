import { Download, Loader2, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { downloadReportPdf, useCreateShareLink, type CreatedShareLink } from "./api.ts";
import type { ReportSourceApi } from "./report-source.ts";
import { ShareDialogContent } from "./share-dialog.tsx";
import { copyText } from "./copy-text.ts";

/** Share (its owner only): makes a read-only link, copies it and shows it with its revoke. */
export function ShareButton({ ideaId }: { ideaId: string }) {
  const create = useCreateShareLink(ideaId);
  const [link, setLink] = useState<CreatedShareLink | null>(null);
  const [copied, setCopied] = useState(false);

  const share = () => {
    create.mutate(undefined, {
      onSuccess: (created) => {
        void copyText(created.url).then((didCopy) => {
          setCopied(didCopy);
          setLink(created);
          if (didCopy) toast({ title: "Link copied", description: "Anyone with the link can read this report.", duration: 3000 });
        });
      },
      onError: (error) => {
        toast({ title: "Failed to create share link", description: describeError(error, "Please try again."), variant: "destructive", duration: 5000 });
      },
    });
  };

  return (
    <>
      <Button variant="outline" className="flex-1" onClick={share} disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        Share
      </Button>
      <Dialog open={link !== null} onOpenChange={(open) => { if (!open) setLink(null); }}>
        {link ? (
          <ShareDialogContent ideaId={ideaId} link={link} copied={copied} onCopied={() => setCopied(true)} onRevoked={() => setLink(null)} />
        ) : null}
      </Dialog>
    </>
  );
}

/** The report as a PDF, with the trend chart of the keyword on screen. */
export function DownloadButton({ api, keyword }: { api: ReportSourceApi; keyword: string | null }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportPdf({ url: api.pdfUrl, keyword });
    } catch (error) {
      toast({ title: "Failed to download report", description: describeError(error, "Please try again."), variant: "destructive", duration: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="flex-1" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      Download PDF
    </Button>
  );
}
