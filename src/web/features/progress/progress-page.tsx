import { ArrowRight, Radio } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { getStatusLabel, getStatusTone, isActiveStatus } from "../../../shared/display/idea-status.ts";
import { formatRelativeDate } from "../../../shared/display/relative-date.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useIdeaProgress, useIdeas } from "../ideas/index.ts";
import { ProgressCard } from "./progress-card.tsx";
import { useIdeaEvents, type StreamState } from "./use-idea-events.ts";
import { useNow } from "./use-now.ts";

const RECENT_LIMIT = 5;

function StreamBadge({ state }: { state: StreamState }) {
  if (state === "live") {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-green-700 dark:text-green-400">
        <Radio className="size-3.5" aria-hidden="true" />
        Live
      </span>
    );
  }
  return <span className="text-xs text-muted-foreground">{state === "polling" ? "Updating every second" : "Connecting..."}</span>;
}

function finishedAt(idea: Idea): number {
  return new Date(idea.completedAt ?? idea.updatedAt).getTime() || 0;
}

/** Ids of ideas seen running during this visit, so they stay on screen once they finish. */
function useWatchedIds(ideas: readonly Idea[]): ReadonlySet<string> {
  const [watched, setWatched] = useState<ReadonlySet<string>>(() => new Set());
  const known = useRef(new Set<string>());
  useEffect(() => {
    const fresh = ideas.filter((idea) => isActiveStatus(idea.status) && !known.current.has(idea.id));
    if (fresh.length === 0) return;
    for (const idea of fresh) known.current.add(idea.id);
    setWatched(new Set(known.current));
  }, [ideas]);
  return watched;
}

/**
 * /progress?idea=<id> (where sign-in from the landing page's dialog returns): once that idea's
 * report is written, the page moves on to it; until then its progress is on this page.
 */
function useFollowToReport(ideas: readonly Idea[], finished: (idea: Idea) => boolean): void {
  const followed = new URLSearchParams(useSearch()).get("idea");
  const [, navigate] = useLocation();
  const idea = followed ? ideas.find((item) => item.id === followed) : undefined;
  const done = idea !== undefined && finished(idea);
  useEffect(() => {
    if (done && followed) navigate(`/report/${encodeURIComponent(followed)}`, { replace: true });
  }, [done, followed, navigate]);
}

/**
 * /progress: every running validation with its stages as a stepper, the time spent per stage, the
 * current stage text and the estimate, live over the event stream (polling while it is down).
 * Validations that finish stay on screen with a link to their report.
 */
export function ProgressPage() {
  const { data: ideas, isLoading, error } = useIdeas();
  const stream = useIdeaEvents();
  const all = useMemo(() => ideas ?? [], [ideas]);
  const watched = useWatchedIds(all);

  const tracked = all.filter((idea) => isActiveStatus(idea.status) || watched.has(idea.id));
  const progress = useIdeaProgress(
    tracked.map((idea) => idea.id),
    { poll: stream === "polling" },
  );
  useFollowToReport(all, (idea) => (progress.get(idea.id)?.status.state ?? idea.status) === "completed");
  const anyRunning = tracked.some((idea) => isActiveStatus(progress.get(idea.id)?.status.state ?? idea.status));
  const now = useNow(1000, anyRunning);
  const recent = all
    .filter((idea) => !isActiveStatus(idea.status) && !watched.has(idea.id))
    .sort((a, b) => finishedAt(b) - finishedAt(a))
    .slice(0, RECENT_LIMIT);

  if (isLoading) return <LoadingState text="Loading validations..." />;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Failed to fetch ideas
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="running-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="running-heading" className="text-lg font-semibold">Validations in progress</h2>
          <StreamBadge state={stream} />
        </div>
        {tracked.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <p className="font-medium">No validations in progress</p>
            <p className="text-sm text-muted-foreground">Start a validation and follow each stage here as it happens.</p>
            <Button asChild className="mt-2">
              <Link href="/input">Validate New Idea</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {tracked.map((idea) => (
              <li key={idea.id}>
                <ProgressCard idea={idea} progress={progress.get(idea.id)} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {recent.length > 0 ? (
        <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
          <h2 id="recent-heading" className="text-lg font-semibold">Recently finished</h2>
          <ul className="divide-y rounded-xl border bg-card">
            {recent.map((idea) => (
              <li key={idea.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{idea.title}</span>
                  <span className="text-xs text-muted-foreground">{formatRelativeDate({ date: idea.completedAt ?? idea.updatedAt })}</span>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge tone={getStatusTone(idea.status)}>{getStatusLabel(idea.status)}</Badge>
                  {idea.status === "completed" ? (
                    <Link
                      href={`/report/${idea.id}`}
                      aria-label={`View report for ${idea.title}`}
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      View report
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
