import { Check } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { MOST_POPULAR_LABEL, PRICING_PLANS, type PricingPlan } from "./plans.ts";

function PlanAction({ plan }: { plan: PricingPlan }) {
  const className = cn(buttonVariants({ variant: plan.highlighted ? "default" : "outline" }), "w-full");
  const label = <>{plan.action.label}<span className="sr-only"> ({plan.name} plan)</span></>;
  // Sign-in is a server page, so it is a full navigation; the other actions stay in the client.
  return plan.action.href.startsWith("/api/")
    ? <a href={plan.action.href} className={className}>{label}</a>
    : <Link href={plan.action.href} className={className}>{label}</Link>;
}

/** The three plans, Founder marked "Most Popular". `headingLevel` fits the page outline. */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {PRICING_PLANS.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            "relative flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
            plan.highlighted && "border-2 border-primary shadow-md",
          )}
        >
          {plan.highlighted ? (
            <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
              {MOST_POPULAR_LABEL}
            </p>
          ) : null}
          <div className="flex flex-col gap-2">
            <Heading className="text-xl font-semibold">{plan.name}</Heading>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
          </div>
          <p className="flex items-baseline gap-1.5">
            <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
            {plan.period ? <span className="text-sm text-muted-foreground">{plan.period}</span> : null}
          </p>
          <ul className="flex flex-1 flex-col gap-2.5 text-sm" aria-label={`${plan.name} includes`}>
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <PlanAction plan={plan} />
        </li>
      ))}
    </ul>
  );
}
