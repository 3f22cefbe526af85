import { useId, useState, type FormEvent } from "react";
import type { CreateFounderEvidence, FounderEvidenceKind } from "../../../shared/contracts/founder-evidence.ts";
import { FOUNDER_NOTE_MAX_LENGTH } from "../../../shared/contracts/founder-evidence.ts";
import type { ExperimentKind, RiskiestAssumption } from "../../../shared/contracts/report-experiments.ts";
import { judgeResult, JUDGEMENT_LABELS } from "../../../shared/display/experiment-judgement.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { cn } from "../../lib/cn.ts";
import { useRecordEvidence } from "./api.ts";

export const KINDS: ReadonlyArray<{ kind: FounderEvidenceKind; label: string }> = [
  { kind: "interviews", label: "Customer interviews" },
  { kind: "smoke-test", label: "Smoke test" },
  { kind: "pre-sale", label: "Pre-sale" },
  { kind: "note", label: "Note" },
];

/** The result an experiment produces. */
const RESULT_OF: Readonly<Record<ExperimentKind, FounderEvidenceKind>> = { "customer-interviews": "interviews", "smoke-test": "smoke-test", "pre-sale": "pre-sale" };

/** The counts each kind of result asks for, with the label the form shows. */
const COUNT_FIELDS = {
  interviews: [["interviewsHeld", "Interviews held"], ["painConfirmed", "Confirmed the pain"], ["painDenied", "Denied the pain"], ["wouldPay", "Would pay"]],
  "smoke-test": [["visitors", "Visitors"], ["signups", "Sign-ups"]],
  "pre-sale": [["presales", "Pre-sales made"]],
  note: [],
} as const satisfies Record<FounderEvidenceKind, ReadonlyArray<readonly [string, string]>>;

type Counts = Record<string, string>;

function numbersOf(kind: FounderEvidenceKind, counts: Counts): Record<string, number> {
  return Object.fromEntries(COUNT_FIELDS[kind].map(([field]) => [field, counts[field] === undefined || counts[field] === "" ? 0 : Number(counts[field])]));
}

const JUDGEMENT_CLASSES = { pass: "text-green-700 dark:text-green-400", inconclusive: "text-amber-800 dark:text-amber-300", fail: "text-red-700 dark:text-red-400" } as const;

/**
 * Records one result. Beside an assumption's plan it records that experiment's result for that
 * assumption and judges the counts live against the plan's decision rule, as the next version will;
 * on its own it records any result or note. The server checks the counts and says what it refuses.
 */
export function RecordForm({ ideaId, assumption, label }: { ideaId: string; assumption?: RiskiestAssumption; label: string }) {
  const formId = useId();
  const [chosen, setKind] = useState<FounderEvidenceKind>("interviews");
  const kind = assumption ? RESULT_OF[assumption.experiment.kind] : chosen;
  const [counts, setCounts] = useState<Counts>({});
  const [note, setNote] = useState("");
  const record = useRecordEvidence(ideaId);
  const filled = COUNT_FIELDS[kind].some(([field]) => (counts[field] ?? "") !== "");
  const judged = assumption && filled
    ? judgeResult({ counts: { kind, ...numbersOf(kind, counts) }, experiment: assumption.experiment, assumptionKind: assumption.kind })
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { kind, ...numbersOf(kind, counts), note, assumptionId: assumption?.id ?? null } as CreateFounderEvidence;
    record.mutate(body, {
      onSuccess: () => {
        setCounts({});
        setNote("");
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      {assumption ? null : (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${formId}-kind`}>What did you test?</Label>
          <select
            id={`${formId}-kind`} value={kind} onChange={(event) => setKind(event.target.value as FounderEvidenceKind)}
            className="h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 text-sm"
          >
            {KINDS.map((item) => <option key={item.kind} value={item.kind}>{item.label}</option>)}
          </select>
        </div>
      )}
      {COUNT_FIELDS[kind].length > 0 ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {COUNT_FIELDS[kind].map(([field, fieldLabel]) => (
            <div key={field} className="flex flex-col gap-1">
              <Label htmlFor={`${formId}-${field}`}>{fieldLabel}</Label>
              <Input
                id={`${formId}-${field}`} type="number" inputMode="numeric" min={0} step={1} required
                value={counts[field] ?? ""} onChange={(event) => setCounts({ ...counts, [field]: event.target.value })}
              />
            </div>
          ))}
        </div>
      ) : null}
      {judged ? (
        <p role="status" data-testid="judgement" className="text-sm break-words">
          <span className={cn("font-semibold", JUDGEMENT_CLASSES[judged.judgement])}>{JUDGEMENT_LABELS[judged.judgement]}:</span> {judged.sentence}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${formId}-note`}>Notes{kind === "note" ? "" : " (optional)"}</Label>
        <Textarea id={`${formId}-note`} value={note} maxLength={FOUNDER_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} rows={2} />
      </div>
      {record.error ? <p role="alert" className="text-sm text-destructive">{record.error.message}</p> : null}
      <Button type="submit" className="w-fit" disabled={record.isPending}>{record.isPending ? "Saving..." : "Record result"}</Button>
    </form>
  );
}
