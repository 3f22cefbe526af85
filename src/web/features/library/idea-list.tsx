import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { cn } from "../../lib/cn.ts";
import { IdeaCard } from "./idea-card.tsx";
import type { ViewMode } from "./view-mode.ts";

export interface CardHandlers {
  onDelete: (idea: Idea) => void;
  onOpen: (idea: Idea) => void;
  onSelectedChange: (idea: Idea, selected: boolean) => void;
  isSelected: (idea: Idea) => boolean;
}

/** Cards in a responsive grid, or one per row in list view; only finished ideas can be selected. */
export function IdeaList({ ideas, view, progress, handlers, selectable }: {
  ideas: readonly Idea[];
  view: ViewMode;
  progress: ReadonlyMap<string, ProgressResponse>;
  handlers: CardHandlers;
  selectable: boolean;
}) {
  return (
    <ul className={cn("grid gap-4", view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "md:gap-3")}>
      {ideas.map((idea) => {
        const canSelect = selectable && !isActiveStatus(idea.status);
        return (
          <li key={idea.id}>
            <IdeaCard
              idea={idea}
              progress={progress.get(idea.id)}
              view={view}
              selectable={canSelect}
              selected={canSelect && handlers.isSelected(idea)}
              onSelectedChange={(checked) => handlers.onSelectedChange(idea, checked)}
              onDelete={() => handlers.onDelete(idea)}
              onOpen={() => handlers.onOpen(idea)}
            />
          </li>
        );
      })}
    </ul>
  );
}
