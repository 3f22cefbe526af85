import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { FOUNDER_EVIDENCE_EXPLAINER, FOUNDER_EVIDENCE_TITLE, founderSourceLine } from "../../../shared/display/founder-evidence.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/** The founder's own results this version weighed, apart from the web sources and not counted with them. */
export function FounderSourcesCard({ report }: { report: ValidationReport }) {
  const founder = report.founderEvidence ?? [];
  if (founder.length === 0) return null;
  return (
    <Card role="region" aria-label={FOUNDER_EVIDENCE_TITLE}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{FOUNDER_EVIDENCE_TITLE} ({founder.length})</CardTitle>
        <CardDescription>{FOUNDER_EVIDENCE_EXPLAINER}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2">
          {founder.map((item) => (
            <li key={item.id} className="rounded-md border p-3">
              <p className="font-medium">{founderSourceLine(item)}</p>
              {item.note ? <p className="text-sm break-words whitespace-pre-wrap">{item.note}</p> : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
