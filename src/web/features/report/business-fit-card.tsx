import { useId } from "react";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { revenueMarks } from "../../../shared/display/verdict.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Dialog, DialogTrigger } from "../../components/ui/dialog.tsx";
import { ExecutionDialogContent } from "./execution-dialog.tsx";
import { GoToMarketDialogContent } from "./go-to-market-dialog.tsx";
import { RevenueDialogContent } from "./revenue-dialog.tsx";

function FitRow({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Dialog>
      <li>
        <DialogTrigger className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-2.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="font-medium">{label}</span>
          <span className="flex items-center gap-1 font-semibold tabular-nums">
            {value}
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
          </span>
        </DialogTrigger>
      </li>
      {children}
    </Dialog>
  );
}

/** Business Fit: three rows, each opening its dialog. Revenue reads "$" to "$$$" from its score. */
export function BusinessFitCard({ report }: { report: ValidationReport }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">Business Fit</CardTitle>
      </CardHeader>
      <CardContent className="px-3 pb-3">
        <ul className="flex flex-col divide-y">
          <FitRow label="Revenue Potential" value={revenueMarks(report.revenuePotential.score)}>
            <RevenueDialogContent report={report} />
          </FitRow>
          <FitRow label="Execution Difficulty" value={`${formatScore(report.executionDifficulty.score)}/10`}>
            <ExecutionDialogContent fit={report.executionDifficulty} />
          </FitRow>
          <FitRow label="Go-To-Market" value={`${formatScore(report.goToMarketSignals.score)}/10`}>
            <GoToMarketDialogContent report={report} />
          </FitRow>
        </ul>
      </CardContent>
    </Card>
  );
}
