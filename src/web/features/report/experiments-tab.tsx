import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { CreateFounderEvidence, FounderEvidenceKind } from "../../../shared/contracts/founder-evidence.ts";
import { FOUNDER_NOTE_MAX_LENGTH } from "../../../shared/contracts/founder-evidence.ts";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatDate } from "../../../shared/display/format-date.ts";
import { assumptionTested, summariseFounderEvidence } from "../../../shared/display/founder-evidence.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { founderEvidenceQueryOptions, useDeleteEvidence, useRecordEvidence } from "./api.ts";

const KINDS: ReadonlyArray<{ kind: FounderEvidenceKind; label: string }> = [
  { kind: "interviews", label: "Customer interviews" },
  { kind: "smoke-test", label: "Smoke test" },
  { kind: "pre-sale", label: "Pre-sale" },
  { kind: "note", label: "Note" },
];

/** The counts each kind of result asks for, with the label the form shows. */
const COUNT_FIELDS = {
  interviews: [["interviewsHeld", "Interviews held"], ["painConfirmed", "Confirmed the pain"], ["painDenied", "Denied the pain"], ["wouldPay", "Would pay"]],
  "smoke-test": [["visitors", "Visitors"], ["signups", "Sign-ups"]],
  "pre-sale": [["presales", "Pre-sales made"]],
  note: [],
} as const satisfies Record<FounderEvidenceKind, ReadonlyArray<readonly [string, string]>>;

type Counts = Record<string, string>;

/** The form's text as the API's record; the server checks the counts and names any field it refuses. */
function toRecord({ kind, counts, note, assumptionId }: { kind: FounderEvidenceKind; counts: Counts; note: string; assumptionId: string }): CreateFounderEvidence {
  const numbers = Object.fromEntries(COUNT_FIELDS[kind].map(([field]) => [field, counts[field] === undefined || counts[field] === "" ? 0 : Number(counts[field])]));
  return { kind, ...numbers, note, assumptionId: assumptionId || null } as CreateFounderEvidence;
}

function RecordForm({ ideaId, report }: { ideaId: string; report: ValidationReport }) {
  const formId = useId();
  const [kind, setKind] = useState<FounderEvidenceKind>("interviews");
  const [counts, setCounts] = useState<Counts>({});
  const [note, setNote] = useState("");
  const [assumptionId, setAssumptionId] = useState("");
  const record = useRecordEvidence(ideaId);
  const assumptions = report.riskiestAssumptions ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(toRecord({ kind, counts, note, assumptionId }), {
      onSuccess: () => {
        setCounts({});
        setNote("");
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Record a result" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${formId}-kind`}>What did you test?</Label>
        <select
          id={`${formId}-kind`} value={kind} onChange={(event) => setKind(event.target.value as FounderEvidenceKind)}
          className="h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 text-sm"
        >
          {KINDS.map((item) => <option key={item.kind} value={item.kind}>{item.label}</option>)}
        </select>
      </div>
      {COUNT_FIELDS[kind].length > 0 ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {COUNT_FIELDS[kind].map(([field, label]) => (
            <div key={field} className="flex flex-col gap-1">
              <Label htmlFor={`${formId}-${field}`}>{label}</Label>
              <Input
                id={`${formId}-${field}`} type="number" inputMode="numeric" min={0} step={1} required
                value={counts[field] ?? ""} onChange={(event) => setCounts({ ...counts, [field]: event.target.value })}
              />
            </div>
          ))}
        </div>
      ) : null}
      {assumptions.length > 0 ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${formId}-assumption`}>Assumption it tests (optional)</Label>
          <select
            id={`${formId}-assumption`} value={assumptionId} onChange={(event) => setAssumptionId(event.target.value)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">None in particular</option>
            {assumptions.map((item) => <option key={item.id} value={item.id}>{item.statement}</option>)}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${formId}-note`}>Notes{kind === "note" ? "" : " (optional)"}</Label>
        <Textarea id={`${formId}-note`} value={note} maxLength={FOUNDER_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} rows={3} />
      </div>
      {record.error ? <p role="alert" className="text-sm text-destructive">{record.error.message}</p> : null}
      <Button type="submit" className="w-fit" disabled={record.isPending}>{record.isPending ? "Saving..." : "Record result"}</Button>
    </form>
  );
}

/**
 * The Experiments tab: the founder records what their own tests found (interviews, a smoke test,
 * pre-sales, notes). The next Re-validate reads these as first-party evidence.
 */
export function ExperimentsTab({ ideaId, report }: { ideaId: string; report: ValidationReport }) {
  const { data: evidence = [], isLoading } = useQuery(founderEvidenceQueryOptions(ideaId));
  const remove = useDeleteEvidence(ideaId);
  return (
    <div className="grid grid-cols-1 gap-6 min-[1028px]:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Record what happened</CardTitle>
          <CardDescription>Your own results count as first-party evidence the next time you re-validate, listed apart from web sources.</CardDescription>
        </CardHeader>
        <CardContent><RecordForm ideaId={ideaId} report={report} /></CardContent>
      </Card>
      <Card role="region" aria-label="Recorded results">
        <CardHeader>
          <CardTitle className="text-base">Recorded results ({evidence.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
          {!isLoading && evidence.length === 0 ? <p className="text-sm text-muted-foreground">Nothing recorded yet. Run one of the experiments above, then note what happened here.</p> : null}
          <ul className="flex flex-col gap-3">
            {evidence.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0">
                  <p className="font-medium">{summariseFounderEvidence(item)}</p>
                  {item.note ? <p className="text-sm break-words whitespace-pre-wrap">{item.note}</p> : null}
                  <p className="text-xs text-muted-foreground">Recorded {formatDate(item.createdAt) ?? "earlier"}{assumptionTested(item.assumptionId) ? ` · ${assumptionTested(item.assumptionId)}` : ""}</p>
                </div>
                <Button variant="outline" size="sm" onClick={() => remove.mutate(item.id)} aria-label={`Delete ${summariseFounderEvidence(item)}`}>Delete</Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
