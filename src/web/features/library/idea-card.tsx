import type { Idea } from "../../../shared/contracts/idea.ts";
import { getStatusLabel, getStatusTone } from "../../../shared/display/idea-status.ts";
import { getIdeaRecommendationTone } from "../../../shared/display/recommendation.ts";
import { formatRelativeDate } from "../../../shared/display/relative-date.ts";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";

const cardClasses = "flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm";

/** One idea in the library; only a completed idea opens its report (SPEC 2.5 / 4.1). */
export function IdeaCard({ idea }: { idea: Idea }) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 font-semibold">{idea.title}</h3>
        <Badge tone={getStatusTone(idea.status)}>{getStatusLabel(idea.status)}</Badge>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{idea.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{formatRelativeDate({ date: idea.createdAt })}</span>
        {idea.recommendation ? (
          <Badge tone={getIdeaRecommendationTone(idea.recommendation)}>{idea.recommendation}</Badge>
        ) : null}
      </div>
    </>
  );

  if (idea.status !== "completed") return <article className={cardClasses}>{body}</article>;

  return (
    <article className="h-full">
      <Link
        href={`/report/${idea.id}`}
        className={cn(
          cardClasses,
          "transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        )}
      >
        {body}
      </Link>
    </article>
  );
}
