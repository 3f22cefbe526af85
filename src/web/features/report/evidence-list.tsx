import { useId } from "react";
import type { ReportSource } from "../../../shared/contracts/report.ts";
import { plural } from "../../../shared/display/count-text.ts";
import { evidencePoints } from "../../../shared/display/evidence-sources.ts";
import { ExternalLink } from "./external-link.tsx";

/** "Supporting Evidence (n)": each quote once, numbered, linked to at most three of the sources it cites. */
export function EvidenceList({ evidence, sources }: { evidence: readonly string[]; sources: readonly ReportSource[] }) {
  const headingId = useId();
  const points = evidencePoints({ evidence, sources });
  if (points.length === 0) {
    return <p className="text-sm text-muted-foreground">No supporting evidence was cited for this score.</p>;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">Supporting Evidence ({points.length})</h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        {points.map((point) => (
          <li key={point.text} className="break-words">
            {point.text}
            {point.sources.length > 0 ? (
              <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {point.sources.map((source) => (
                  <ExternalLink key={source.id} href={source.url} fallback={`Source: ${source.title}`}>
                    Source: {source.title}
                  </ExternalLink>
                ))}
                {point.moreSources > 0 ? <span className="text-muted-foreground">and {plural(point.moreSources, "more source")}</span> : null}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
