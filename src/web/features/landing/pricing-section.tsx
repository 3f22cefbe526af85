import { PlanCards } from "../public/index.ts";

/** The header's "Pricing" anchor points here: the three plans. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">Simple pricing</h2>
          <p className="mt-3 text-muted-foreground">Start free. Upgrade when you are validating ideas every month.</p>
        </div>
        <PlanCards />
      </div>
    </section>
  );
}
