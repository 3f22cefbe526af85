import { Download, Loader2, Share2 } from "lucide-react";
import { useId, useState } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { getNextSteps } from "../../../shared/display/next-steps.ts";
import { getReportRecommendation } from "../../../shared/display/recommendation.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { downloadReportPdf, useCreateShareLink, type CreatedShareLink } from "./api.ts";
import type { ReportSourceApi } from "./report-source.ts";
import { ShareDialogContent } from "./share-dialog.tsx";
import { copyText } from "./copy-text.ts";

function ShareButton({ ideaId }: { ideaId: string }) {
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

function DownloadButton({ api, keyword }: { api: ReportSourceApi; keyword: string | null }) {
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
      Download
    </Button>
  );
}

/** What's Next: the recommendation, the next steps for it, Share and Download. */
export function WhatsNextCard({ report, api, keyword }: { report: ValidationReport; api: ReportSourceApi; keyword: string | null }) {
  const titleId = useId();
  const recommendation = getReportRecommendation(report.recommendation);
  const next = getNextSteps(report.recommendation);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">What's Next</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge tone={recommendation.tone} className="text-sm">{recommendation.label}</Badge>
          <span className="text-sm text-muted-foreground">
            Overall <span className="font-semibold text-foreground tabular-nums">{formatScore(report.overallScore)}/10</span>
          </span>
        </div>
        {next ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">{next.intro}</p>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
              {next.steps.map((step) => <li key={step}>{step}</li>)}
            </ol>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">This report includes validation scores, market analysis, sources and methodology.</p>
        <div className="flex flex-wrap gap-2">
          {api.kind === "owner" ? <ShareButton ideaId={report.ideaId} /> : null}
          <DownloadButton api={api} keyword={keyword} />
        </div>
      </CardContent>
    </Card>
  );
}
