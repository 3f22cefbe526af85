import { Download, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import type { AssumptionSettled } from "../../../shared/contracts/report-experiments.ts";
import { ASSUMPTIONS_TITLE, PLAN_INTRO, settledLabel } from "../../../shared/display/experiment-plan.ts";
import type { Tone } from "../../../shared/display/tone.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { downloadReportPdf } from "./api.ts";
import { AssumptionEvidence, ExperimentDetails } from "./experiment-details.tsx";
import type { ReportSourceApi } from "./report-source.ts";

const SETTLED_TONES: Readonly<Record<AssumptionSettled, Tone>> = { untested: "grey", contested: "orange", "leaning-for": "blue", "leaning-against": "red" };

function DownloadLink({ url, label }: { url: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportPdf({ url, keyword: null });
    } catch (error) {
      toast({ title: `Failed to download the ${label.toLowerCase()}`, description: describeError(error, "Please try again."), variant: "destructive", duration: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}

/**
 * The three assumptions the verdict rests on most, each with its evidence for and against and the
 * experiment that could prove it wrong. Its owner can take the plan and the smoke-test page away.
 */
export function RiskiestAssumptionsCard({ report, api }: { report: ValidationReport; api: ReportSourceApi }) {
  const titleId = useId();
  const assumptions = report.riskiestAssumptions;
  if (!assumptions?.length) return null;
  const version = "version" in report && typeof report.version === "number" ? `?version=${report.version}` : "";
  const base = `/api/ideas/${encodeURIComponent(report.ideaId)}`;
  const hasSmokeTest = assumptions.some((a) => a.experiment.kind === "smoke-test");
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-base">{ASSUMPTIONS_TITLE}</CardTitle>
        {api.kind === "owner" ? (
          <div className="flex flex-wrap gap-2">
            <DownloadLink url={`${base}/experiment-plan.md${version}`} label="Experiment plan" />
            {hasSmokeTest ? <DownloadLink url={`${base}/smoke-test.html${version}`} label="Smoke-test page" /> : null}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{PLAN_INTRO}</p>
        <ol className="flex flex-col gap-4" aria-label="Assumptions">
          {assumptions.map((assumption, index) => (
            <li key={assumption.id} className="flex flex-col gap-2 border-t pt-4 first:border-t-0 first:pt-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="min-w-0 flex-1 text-sm font-semibold break-words">{index + 1}. {assumption.statement}</h4>
                <Badge tone={SETTLED_TONES[assumption.settled]}>{settledLabel(assumption.settled)}</Badge>
              </div>
              <p className="text-sm break-words">{assumption.whyItMatters}</p>
              <p className="text-xs text-muted-foreground">{assumption.settledNote}</p>
              <AssumptionEvidence assumption={assumption} sources={report.sources} />
              <ExperimentDetails assumption={assumption} currency={report.currency} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
