import { Activity, Lightbulb, RotateCw } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { chooseSort as nextSort, DEFAULT_SORT, selectIdeas, type SortState, type StatusFilter } from "../../../shared/display/idea-list.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { BulkDeleteDialog } from "./bulk-delete-dialog.tsx";
import { DeleteIdeaDialog } from "./delete-idea-dialog.tsx";
import { IdeaList } from "./idea-list.tsx";
import { LibraryToolbar, type LibraryControls } from "./library-toolbar.tsx";
import { SelectionBar } from "./selection-bar.tsx";
import { useCompletionWatch } from "./use-completion-watch.ts";
import { useIdeaProgress, useIdeas, useMarkReviewed } from "../ideas/index.ts";
import { useLibraryShortcuts } from "./use-library-shortcuts.ts";
import { readViewMode, writeViewMode, type ViewMode } from "./view-mode.ts";

function EmptyState({ filtering, onClear }: { filtering: boolean; onClear: () => void }) {
  return (
    <section aria-labelledby="no-ideas" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Lightbulb className="size-6" aria-hidden="true" />
      </span>
      <h2 id="no-ideas" className="text-xl font-semibold">No ideas found</h2>
      <p className="text-muted-foreground">
        {filtering ? "Try adjusting your filters to see more ideas." : "Get started by validating your first idea."}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {filtering ? (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <Button asChild>
          <Link href="/input">Validate New Idea</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * Library: running ideas in Active Validations with live stages, finished ideas
 * below, with search, sort, the status filter, grid or list, selection and deletion.
 */
export function LibraryPage() {
  const { data: ideas, isLoading, error, refetch } = useIdeas();
  const [, navigate] = useLocation();
  const searchRef = useRef<HTMLInputElement>(null);

  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setViewState] = useState<ViewMode>(readViewMode);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [manualRefresh, setManualRefresh] = useState(false);

  const all = useMemo(() => ideas ?? [], [ideas]);
  const justCompleted = useCompletionWatch(ideas);
  const runningIds = useMemo(() => all.filter((idea) => isActiveStatus(idea.status)).map((idea) => idea.id), [all]);
  const progress = useIdeaProgress(runningIds);
  const markReviewed = useMarkReviewed();

  const refresh = () => {
    setManualRefresh(true);
    void refetch().finally(() => setManualRefresh(false));
  };
  useLibraryShortcuts({
    onNewIdea: () => navigate("/input"),
    onSearch: () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    onRefresh: refresh,
  });

  const controls: LibraryControls = {
    search,
    setSearch,
    sort,
    chooseSort: (field) => setSort((current) => nextSort({ current, choice: field })),
    setSort,
    status,
    setStatus,
    view,
    setView: (next) => {
      setViewState(next);
      writeViewMode(next);
    },
  };

  const visible = selectIdeas({ ideas: all, search, status, sort });
  // Cards that finished while watched stay where they ran, now clickable.
  const activeGroup = visible.filter((idea) => isActiveStatus(idea.status) || justCompleted.has(idea.id));
  const finishedGroup = visible.filter((idea) => !isActiveStatus(idea.status) && !justCompleted.has(idea.id));
  const runningCount = activeGroup.filter((idea) => isActiveStatus(idea.status)).length;
  const deletable = new Set(all.filter((idea) => !isActiveStatus(idea.status)).map((idea) => idea.id));
  const selectedIds = [...selected].filter((id) => deletable.has(id));
  const filtering = search.trim() !== "" || status !== "all";
  const deletingIdea = deleting ? (all.find((idea) => idea.id === deleting) ?? null) : null;

  const setSelectedFor = (idea: Idea, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(idea.id);
      else next.delete(idea.id);
      return next;
    });
  const cardHandlers = {
    onDelete: (idea: Idea) => setDeleting(idea.id),
    onOpen: (idea: Idea) => {
      if (!idea.reviewedAt) markReviewed.mutate(idea.id);
    },
    onSelectedChange: setSelectedFor,
    isSelected: (idea: Idea) => selected.has(idea.id),
  };

  let content;
  if (isLoading) {
    content = <LoadingState text="Loading ideas..." />;
  } else if (error) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
        <p className="font-medium text-destructive">Failed to fetch ideas</p>
        <Button variant="outline" onClick={refresh}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState
        filtering={filtering}
        onClear={() => {
          setSearch("");
          setStatus("all");
        }}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-8">
        {activeGroup.length > 0 ? (
          <section aria-labelledby="active-validations" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="active-validations" className="flex items-center gap-2 text-lg font-semibold">
                <Activity className="size-5 text-primary" aria-hidden="true" />
                Active Validations
              </h2>
              {runningCount > 0 ? <Badge tone="blue">{runningCount} in progress</Badge> : null}
              <Link href="/progress" className="ml-auto text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                Track progress
              </Link>
            </div>
            <IdeaList ideas={activeGroup} view={view} progress={progress} handlers={cardHandlers} selectable={false} />
          </section>
        ) : null}
        {finishedGroup.length > 0 ? (
          <section aria-labelledby={activeGroup.length > 0 ? "finished-ideas" : undefined} aria-label={activeGroup.length > 0 ? undefined : "Ideas"} className="flex flex-col gap-4">
            {activeGroup.length > 0 ? (
              <h2 id="finished-ideas" className="text-lg font-semibold">Completed &amp; Other Ideas</h2>
            ) : null}
            <IdeaList ideas={finishedGroup} view={view} progress={progress} handlers={cardHandlers} selectable />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col gap-6">
      <LibraryToolbar controls={controls} searchRef={searchRef} />
      {manualRefresh ? (
        <p role="status" className="-mt-3 text-xs text-muted-foreground">Refreshing...</p>
      ) : null}
      {content}
      <SelectionBar count={selectedIds.length} onDelete={() => setBulkOpen(true)} onClear={() => setSelected(new Set())} />
      <DeleteIdeaDialog idea={deletingIdea} onClose={() => setDeleting(null)} />
      <BulkDeleteDialog ids={selectedIds} open={bulkOpen} onOpenChange={setBulkOpen} onDeleted={() => setSelected(new Set())} />
    </div>
  );
}
