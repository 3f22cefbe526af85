import { AlertCircle, ArrowRight, Check, Circle, Loader2 } from "lucide-react";
import { Link } from "wouter";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { STAGE_NAMES } from "../../../shared/contracts/idea.ts";
import { formatDuration } from "../../../shared/display/duration.ts";
import { getStatusLabel, getStatusTone, isActiveStatus } from "../../../shared/display/idea-status.ts";
import { formatTimeRemaining, getStageLabel } from "../../../shared/display/stage-label.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { cn } from "../../lib/cn.ts";
import { STAGE_TEXT_DEBOUNCE_MS } from "../library/index.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { stageElapsedMs, stageStepTitle } from "./stage-steps.ts";

type Stage = ProgressResponse["status"]["stages"][number];

function placeholderStages(): Stage[] {
  return STAGE_NAMES.map((name) => ({ name, state: "pending", startedAt: null, finishedAt: null, durationMs: null }));
}

function StepIcon({ state }: { state: Stage["state"] }) {
  const base = "flex size-7 shrink-0 items-center justify-center rounded-full border-2";
  if (state === "done") {
    return (
      <span className={cn(base, "border-primary bg-primary text-primary-foreground")}>
        <Check className="size-4" strokeWidth={3} aria-hidden="true" />
      </span>
    );
  }
  if (state === "running") {
    return (
      <span className={cn(base, "border-primary text-primary")}>
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      </span>
    );
  }
  if (state === "failed") {
    return (
      <span className={cn(base, "border-destructive text-destructive")}>
        <AlertCircle className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={cn(base, "border-border text-muted-foreground")}>
      <Circle className="size-2 fill-current" aria-hidden="true" />
    </span>
  );
}

const STATE_WORDS: Record<Stage["state"], string> = { done: "done", running: "in progress", failed: "failed", pending: "waiting" };

/** The five stages as a stepper with the time spent on each; the running one counts up live. */
function StageStepper({ stages, now }: { stages: readonly Stage[]; now: number }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {stages.map((stage) => {
        const elapsed = formatDuration(stageElapsedMs(stage, now));
        return (
          <li
            key={stage.name}
            aria-current={stage.state === "running" ? "step" : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
          >
            <StepIcon state={stage.state} />
            <div className="flex min-w-0 flex-col">
              <span className={cn("text-sm font-medium", stage.state === "pending" && "text-muted-foreground")}>
                {stageStepTitle(stage.name)}
              </span>
              <span className="text-xs text-muted-foreground">
                <span className="sr-only">{STATE_WORDS[stage.state]}{elapsed ? ", " : ""}</span>
                {elapsed ? <span>{stage.state === "running" ? `${elapsed} so far` : elapsed}</span> : <span aria-hidden="true">—</span>}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** One validation on the progress screen: its stepper, current stage text and estimate. */
export function ProgressCard({ idea, progress, now }: { idea: Idea; progress: ProgressResponse | undefined; now: number }) {
  const state = progress?.status.state ?? idea.status;
  const running = isActiveStatus(state);
  const stages = progress?.status.stages.length ? progress.status.stages : placeholderStages();
  const stageName = progress?.status.current.name ?? (running ? idea.currentStage : state);
  const stageText = useDebouncedValue(getStageLabel(stageName), STAGE_TEXT_DEBOUNCE_MS);
  const remaining = running ? formatTimeRemaining(progress?.status.estimatedSecondsRemaining) : null;
  const done = stages.filter((stage) => stage.state === "done").length;
  const headingId = `progress-${idea.id}`;
  const error = progress?.status.error ?? idea.error;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="line-clamp-2 text-lg font-semibold">{idea.title}</h2>
          <p className="flex items-center gap-2 text-sm" aria-live="polite">
            {running ? <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" /> : null}
            <span className={cn(running ? "font-medium" : "text-muted-foreground")}>{stageText}</span>
            {remaining ? <span className="text-muted-foreground">· {remaining}</span> : null}
          </p>
        </div>
        <Badge tone={getStatusTone(state)}>{getStatusLabel(state)}</Badge>
      </div>
      <ProgressBar value={(done / Math.max(stages.length, 1)) * 100} label={`Stages done for ${idea.title}`} />
      <StageStepper stages={stages} now={now} />
      {state === "failed" && error ? <p className="text-sm text-destructive">{error}</p> : null}
      {state === "completed" ? (
        <div className="flex justify-end">
          <Button asChild>
            <Link href={`/report/${idea.id}`}>
              View report
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
