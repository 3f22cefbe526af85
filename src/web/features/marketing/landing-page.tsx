import { Button } from "../../components/ui/button.tsx";
import { useDocumentTitle } from "../../app/use-document-title.ts";

/** SPEC 2.1 landing. The idea dialog and remaining sections arrive with the landing issue. */
export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <section aria-labelledby="hero-heading" className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Find out if your business idea is worth building
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Built for indie hackers. Describe your idea and get a go / no-go report backed by real market evidence.
      </p>
      <Button asChild size="lg">
        <a href="/api/login">Validate My Idea — Free</a>
      </Button>
    </section>
  );
}
