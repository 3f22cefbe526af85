import { OpenIdeaDialogButton } from "../public/index.ts";

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
          Built for indie hackers, makers and first-time founders
        </p>
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Find out if your business idea is worth building
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          Describe your idea in plain words. Greenlight researches it, scores it and tells you whether to go, pause or
          rethink, with a data-backed score in about 3 minutes instead of months spent building something nobody wants.
        </p>
        <OpenIdeaDialogButton size="lg" className="w-full sm:w-auto">Validate My Idea — Free</OpenIdeaDialogButton>
        <p className="text-sm text-muted-foreground">No credit card. Your first validation is free.</p>
      </div>
    </section>
  );
}
