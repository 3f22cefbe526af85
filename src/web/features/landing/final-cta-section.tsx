import { buttonVariants } from "../../components/ui/button.tsx";
import { SIGN_IN_URL } from "../public/index.ts";

/** The final call to action starts sign-in (a full navigation to the sign-in page). */
export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Know before you build</h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
        Sign in, describe your idea and read your first report today. It is free.
      </p>
      <a href={SIGN_IN_URL} className={buttonVariants({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
        Validate My Idea — Free
      </a>
    </section>
  );
}
