import { Link } from "wouter";
import { PlanCards } from "../plans/plan-cards.tsx";
import { PageFrame } from "./page-frame.tsx";

export function PricingPage() {
  return (
    <PageFrame wide title="Pricing" lead="Start free with one validation. Upgrade when you are testing ideas every month.">
      <PlanCards headingLevel={2} />
      <p className="mt-10 text-center text-sm text-muted-foreground">
        Questions about plans or invoices? <Link href="/contact" className="font-medium text-primary underline underline-offset-4">Contact us</Link>.
      </p>
    </PageFrame>
  );
}
