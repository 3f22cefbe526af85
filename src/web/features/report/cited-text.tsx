import type { ReportSource } from "../../../shared/contracts/report.ts";
import { splitCitations } from "../../../shared/display/evidence-sources.ts";
import { getSafeExternalUrl } from "../../../shared/display/safe-url.ts";

/** Report prose with each `[S<n>]` citation linked to its source (when its URL is http(s)). */
export function CitedText({ text, sources }: { text: string; sources: readonly ReportSource[] }) {
  return (
    <>
      {splitCitations({ text, sources }).map((segment, index) => {
        if ("text" in segment) return <span key={index}>{segment.text}</span>;
        const href = getSafeExternalUrl(segment.source.url);
        const label = `[S${segment.number}]`;
        if (!href) return <span key={index} title={segment.source.title}>{label}</span>;
        return (
          <a
            key={index}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Source ${segment.number}: ${segment.source.title} (opens in a new tab)`}
            title={segment.source.title}
            className="text-xs text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {label}
          </a>
        );
      })}
    </>
  );
}
