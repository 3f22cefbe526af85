import { useId } from "react";
import type { ReportSource } from "../../../shared/contracts/report.ts";
import { linkEvidence } from "../../../shared/display/evidence-sources.ts";
import { ExternalLink } from "./external-link.tsx";

/** "Supporting Evidence (n)": numbered, each item linked to the sources it cites. */
export function EvidenceList({ evidence, sources }: { evidence: readonly string[]; sources: readonly ReportSource[] }) {
  const headingId = useId();
  if (evidence.length === 0) {
    return <p className="text-sm text-muted-foreground">No supporting evidence was cited for this score.</p>;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">Supporting Evidence ({evidence.length})</h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        {evidence.map((item, index) => {
          const linked = linkEvidence({ evidence: item, sources });
          return (
            // Evidence may repeat verbatim, so its position is its identity.
            <li key={index} className="break-words">
              {linked.text}
              {linked.sources.length > 0 ? (
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                  {linked.sources.map((source) => (
                    <ExternalLink key={source.id} href={source.url} fallback={`Source: ${source.title}`}>
                      Source: {source.title}
                    </ExternalLink>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
