/** A founder quote. */
export function FounderQuote() {
  return (
    <section aria-label="A word from our founder" className="border-y bg-muted/40">
      <figure className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16 text-center sm:py-20">
        <blockquote className="text-xl font-medium text-balance sm:text-2xl">
          “Building is the most expensive way to find out that nobody wants your product. Greenlight lets you find out
          first, with the evidence in front of you and an honest word on how sure it is.”
        </blockquote>
        <figcaption className="text-muted-foreground">Founder, Greenlight</figcaption>
      </figure>
    </section>
  );
}
