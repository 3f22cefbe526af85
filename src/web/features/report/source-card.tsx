import type { ReportSource } from "../../../shared/contracts/report.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { formatRelativeDate } from "../../../shared/display/relative-date.ts";
import { getUrlHost } from "../../../shared/display/safe-url.ts";
import { getPlatformLabel, getSourceTypeLabel, isHighRelevance } from "../../../shared/display/source-list.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { ExternalLink } from "./external-link.tsx";

/** Source card: title, platform, relative date, type, relevance/10 and a link out. */
export function SourceCard({ source, number, now }: { source: ReportSource; number: number; now: Date }) {
  const when = formatRelativeDate({ date: source.date, now }) || "Date unknown";
  const host = getUrlHost(source.url);
  return (
    <article className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium break-words">
          <span className="mr-1.5 text-xs font-normal text-muted-foreground tabular-nums">[S{number}]</span>
          {source.title}
        </h3>
        <Badge tone={isHighRelevance(source) ? "green" : "grey"} className="shrink-0 tabular-nums">
          {formatScore(source.relevance)}/10
          <span className="sr-only"> relevance</span>
        </Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span>{getPlatformLabel(source.platform)}</span>
        <span aria-hidden="true">·</span>
        <span>{getSourceTypeLabel(source.type)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={source.date}>{when}</time>
      </p>
      {source.excerpt ? <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground italic break-words">{source.excerpt}</blockquote> : null}
      <ExternalLink href={source.url} className="self-start text-sm" fallback="Link unavailable: not a web address">
        View source{host ? ` on ${host}` : ""}
      </ExternalLink>
    </article>
  );
}
