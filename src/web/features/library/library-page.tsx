import { Link } from "wouter";
import type { Idea } from "../../../shared/contracts/idea.ts";
import { isActiveStatus } from "../../../shared/display/idea-status.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { IdeaCard } from "./idea-card.tsx";
import { useIdeas } from "./use-ideas.ts";

function IdeaGrid({ ideas }: { ideas: readonly Idea[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ideas.map((idea) => (
        <li key={idea.id}>
          <IdeaCard idea={idea} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2.5 library: running ideas first, then finished ones. Search, sort and filters come later. */
export function LibraryPage() {
  const { data: ideas, isLoading, error } = useIdeas();

  if (isLoading) return <LoadingState text="Loading ideas..." />;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Failed to fetch ideas
      </p>
    );
  }

  const all = ideas ?? [];
  const active = all.filter((idea) => isActiveStatus(idea.status));
  const finished = all.filter((idea) => !isActiveStatus(idea.status));

  if (all.length === 0) {
    return (
      <section className="flex flex-col items-center gap-3 py-16 text-center">
        <h2 className="text-xl font-semibold">No ideas found</h2>
        <p className="text-muted-foreground">Get started by validating your first idea.</p>
        <Button asChild>
          <Link href="/input">Validate New Idea</Link>
        </Button>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {active.length > 0 ? (
        <section aria-labelledby="active-validations" className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <h2 id="active-validations" className="text-lg font-semibold">Active Validations</h2>
            <Badge tone="blue">{active.length} in progress</Badge>
          </div>
          <IdeaGrid ideas={active} />
        </section>
      ) : null}
      {finished.length > 0 ? (
        <section aria-labelledby={active.length > 0 ? "finished-ideas" : undefined} className="flex flex-col gap-4">
          {active.length > 0 ? (
            <h2 id="finished-ideas" className="text-lg font-semibold">Completed &amp; Other Ideas</h2>
          ) : null}
          <IdeaGrid ideas={finished} />
        </section>
      ) : null}
    </div>
  );
}
