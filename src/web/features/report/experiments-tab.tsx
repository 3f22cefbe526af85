import { useQuery } from "@tanstack/react-query";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { experimentLabel } from "../../../shared/display/experiment-plan.ts";
import { judgeResult, JUDGEMENT_LABELS } from "../../../shared/display/experiment-judgement.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { assumptionTested, summariseFounderEvidence } from "../../../shared/display/founder-evidence.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { founderEvidenceQueryOptions, useDeleteEvidence } from "./api.ts";
import { ExperimentDetails } from "./experiment-details.tsx";
import { RecordForm } from "./record-form.tsx";

/**
 * The Experiments tab: each riskiest assumption's plan beside its own record form, which judges the
 * result live against the plan's decision rule; then a form for any other result or note, and what
 * was recorded. The next Re-validate reads these as first-party evidence, judged the same way.
 */
export function ExperimentsTab({ ideaId, report }: { ideaId: string; report: ValidationReport }) {
  const { data: evidence = [], isLoading } = useQuery(founderEvidenceQueryOptions(ideaId));
  const remove = useDeleteEvidence(ideaId);
  const assumptions = report.riskiestAssumptions ?? [];
  const judgementOf = (item: (typeof evidence)[number]) => {
    const assumption = assumptions.find((candidate) => candidate.id === item.assumptionId);
    return assumption ? judgeResult({ counts: item, experiment: assumption.experiment, assumptionKind: assumption.kind }) : null;
  };
  return (
    <div className="flex flex-col gap-6">
      {assumptions.map((assumption, index) => (
        <Card key={assumption.id} role="region" aria-label={`Experiment ${index + 1}: ${assumption.statement}`}>
          <CardHeader>
            <CardTitle className="text-base break-words">{index + 1}. {assumption.statement}</CardTitle>
            <CardDescription>{experimentLabel(assumption.experiment.kind)} · {assumption.experiment.duration}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-6 min-[1028px]:grid-cols-2">
            <ExperimentDetails assumption={assumption} currency={report.currency} />
            <RecordForm ideaId={ideaId} assumption={assumption} label={`Record the result of experiment ${index + 1}`} />
          </CardContent>
        </Card>
      ))}
      <div className="grid grid-cols-1 gap-6 min-[1028px]:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Record another result or a note</CardTitle>
            <CardDescription>Your own results count as first-party evidence the next time you re-validate, listed apart from web sources.</CardDescription>
          </CardHeader>
          <CardContent><RecordForm ideaId={ideaId} label="Record a result" /></CardContent>
        </Card>
        <Card role="region" aria-label="Recorded results">
          <CardHeader>
            <CardTitle className="text-base">Recorded results ({evidence.length})</CardTitle>
          </CardHeader>
          <CardContent>
            {isLoading ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
            {!isLoading && evidence.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Nothing recorded yet. {assumptions.length > 0 ? "Run one of the experiments on this tab, then record its result beside its plan." : "Run a test, then note what happened here."}
              </p>
            ) : null}
            <ul className="flex flex-col gap-3">
              {evidence.map((item) => {
                const judged = judgementOf(item);
                return (
                  <li key={item.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
                    <div className="min-w-0">
                      <p className="font-medium">{summariseFounderEvidence(item)}</p>
                      {judged ? <p className="text-sm break-words">{JUDGEMENT_LABELS[judged.judgement]}: {judged.sentence}</p> : null}
                      {item.note ? <p className="text-sm break-words whitespace-pre-wrap">{item.note}</p> : null}
                      <p className="text-xs text-muted-foreground">Recorded {formatDate(item.createdAt) ?? "earlier"}{assumptionTested(item.assumptionId) ? ` · ${assumptionTested(item.assumptionId)}` : ""}</p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => remove.mutate(item.id)} aria-label={`Delete ${summariseFounderEvidence(item)}`}>Delete</Button>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
