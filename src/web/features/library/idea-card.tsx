import { CheckCircle2, Clock, Loader2, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { formatScore } from "../../../shared/display/format-score.ts";
import { getStatusLabel, getStatusTone, isActiveStatus } from "../../../shared/display/idea-status.ts";
import { getIdeaRecommendationTone } from "../../../shared/display/recommendation.ts";
import { formatRelativeDate } from "../../../shared/display/relative-date.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { formatTimeRemaining, getStageLabel } from "../../../shared/display/stage-label.ts";
import { DESCRIPTION_ONLY_TEXT, DESCRIPTION_ONLY_TITLE } from "../../../shared/display/verdict.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { cn } from "../../lib/cn.ts";
import { scoreTextClasses } from "../../lib/tone-classes.ts";
import type { ViewMode } from "./view-mode.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

/** Stage text changes only after holding for 500 ms. */
export const STAGE_TEXT_DEBOUNCE_MS = 500;
const STAGE_COUNT = 5;

function stageFraction(progress: ProgressResponse | undefined): number {
  if (!progress) return 0;
  const { stages } = progress.status;
  const done = stages.filter((stage) => stage.state === "done").length;
  const running = stages.some((stage) => stage.state === "running") ? 0.5 : 0;
  return ((done + running) / Math.max(stages.length, STAGE_COUNT)) * 100;
}

/** What a running idea is doing now, and roughly how long it has left. */
function LiveStage({ idea, progress }: { idea: Idea; progress: ProgressResponse | undefined }) {
  const stage = progress?.status.current.name ?? idea.currentStage;
  const text = useDebouncedValue(getStageLabel(stage), STAGE_TEXT_DEBOUNCE_MS);
  const remaining = formatTimeRemaining(progress?.status.estimatedSecondsRemaining);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-2 font-medium text-foreground" aria-live="polite">
          <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
          {text}
        </span>
        {remaining ? <span className="text-xs text-muted-foreground">{remaining}</span> : null}
      </div>
      <ProgressBar value={stageFraction(progress)} label={`Validation progress of ${idea.title}`} className="h-1.5" />
    </div>
  );
}

/** A completed idea reads "Preparing for Review" until it is opened, then "Reviewed". */
function ReviewMarker({ idea }: { idea: Idea }) {
  if (idea.status !== "completed") return null;
  return idea.reviewedAt ? (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Reviewed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-400">
      <Clock className="size-3.5" aria-hidden="true" />
      Preparing for Review
    </span>
  );
}

export interface IdeaCardProps {
  idea: Idea;
  progress?: ProgressResponse | undefined;
  view?: ViewMode;
  selectable?: boolean;
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onDelete?: () => void;
  onOpen?: () => void;
}

/**
 * One idea in the library. Only a completed idea opens its report; the selection
 * box and the delete button sit beside the link, never inside it.
 */
export function IdeaCard({ idea, progress, view = "grid", selectable = false, selected = false, onSelectedChange, onDelete, onOpen }: IdeaCardProps) {
  const titleId = useId();
  const metaId = useId();
  const running = isActiveStatus(idea.status);
  const clickable = idea.status === "completed";
  const list = view === "list";

  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className={cn("font-semibold text-foreground", list ? "line-clamp-1" : "line-clamp-2")}>
          {idea.title}
        </h3>
        <Badge tone={getStatusTone(idea.status)}>{getStatusLabel(idea.status)}</Badge>
      </div>
      <p className={cn("text-sm text-muted-foreground", list ? "line-clamp-1" : "line-clamp-3")}>{idea.description}</p>
      {running ? <LiveStage idea={idea} progress={progress} /> : null}
      {idea.status === "failed" && idea.error ? (
        <p className="line-clamp-2 text-xs text-destructive">{idea.error}</p>
      ) : null}
      <div id={metaId} className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pr-9 text-xs text-muted-foreground">
        <span>{formatRelativeDate({ date: idea.createdAt })}</span>
        {idea.recommendation ? <Badge tone={getIdeaRecommendationTone(idea.recommendation)}>{idea.recommendation}</Badge> : null}
        {idea.overallScore !== null ? (
          <span className={cn("font-semibold", scoreTextClasses[getScoreTone(idea.overallScore)])}>{formatScore(idea.overallScore)}/10</span>
        ) : null}
        <ReviewMarker idea={idea} />
        {idea.report?.sourceCount === 0 ? <Badge tone="yellow" title={DESCRIPTION_ONLY_TEXT}>{DESCRIPTION_ONLY_TITLE}</Badge> : null}
      </div>
    </>
  );

  const bodyClasses = cn("flex h-full flex-col gap-3 rounded-lg p-4", selectable && "pl-11");

  return (
    <article
      className={cn(
        "group relative h-full rounded-lg border bg-card text-card-foreground shadow-sm transition-colors",
        clickable && "hover:border-primary/60 hover:shadow-md",
        selected && "border-primary ring-1 ring-primary",
      )}
    >
      {clickable ? (
        <Link
          href={`/report/${idea.id}`}
          aria-labelledby={titleId}
          aria-describedby={metaId}
          onClick={onOpen}
          className={cn(bodyClasses, "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none")}
        >
          {body}
        </Link>
      ) : (
        <div className={bodyClasses}>{body}</div>
      )}
      {selectable ? (
        <div className="absolute top-4 left-4">
          <Checkbox
            checked={selected}
            onCheckedChange={(checked) => onSelectedChange?.(checked === true)}
            aria-label={`Select "${idea.title}"`}
          />
        </div>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete "${idea.title}"`}
          className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </article>
  );
}
