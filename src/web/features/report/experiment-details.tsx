import type { Currency, ReportSource } from "../../../shared/contracts/report.ts";
import type { RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import { experimentDetails, experimentLabel } from "../../../shared/display/experiment-plan.ts";
import { CitedText } from "./cited-text.tsx";

function EvidenceLines({ label, lines, sources }: { label: string; lines: readonly string[]; sources: readonly ReportSource[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h5 className="text-xs font-semibold text-muted-foreground">{label}</h5>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" aria-label={label}>
        {lines.map((line, index) => (
          // Lines may repeat verbatim, so a line's position is its identity.
          <li key={index} className="break-words"><CitedText text={line} sources={sources} /></li>
        ))}
      </ul>
    </div>
  );
}

/** What the retrieved evidence says for and against one assumption, with its citations linked. */
export function AssumptionEvidence({ assumption, sources }: { assumption: RiskiestAssumption; sources: readonly ReportSource[] }) {
  return (
    <div className="flex flex-col gap-2">
      <EvidenceLines label="Evidence for" lines={assumption.evidenceFor} sources={sources} />
      <EvidenceLines label="Evidence against" lines={assumption.evidenceAgainst} sources={sources} />
    </div>
  );
}

/** One experiment's plan: each particular labelled, the decision rule last. */
export function ExperimentDetails({ assumption, currency }: { assumption: RiskiestAssumption; currency: Currency | undefined }) {
  const { experiment } = assumption;
  return (
    <div className="rounded-md border bg-muted/40 p-3">
      <h5 className="text-sm font-semibold">Experiment: {experimentLabel(experiment.kind)}</h5>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {experimentDetails(experiment, currency).map((detail) => (
          <div key={detail.label}>
            <dt className="text-xs font-semibold text-muted-foreground">{detail.label}</dt>
            <dd className="break-words">
              {typeof detail.value === "string" ? detail.value : (
                <ul className="list-disc pl-5">
                  {detail.value.map((item, index) => <li key={index}>{item}</li>)}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
