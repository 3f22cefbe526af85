import { Check, X } from "lucide-react";

const OLD_WAY = [
  "Months of building before you learn whether anyone will pay",
  "Gut feeling and friendly opinions standing in for evidence",
  "Hours of scattered searching through forums, reviews and search results",
  "No clear answer at the end: build it, change it or drop it?",
];

const GREENLIGHT_WAY = [
  "A data-backed score in about 3 minutes",
  "Evidence gathered from communities, Q&A sites, code and the web, every item cited",
  "Opportunity, problem, feasibility and timing scored with their reasoning",
  "A go / no-go decision with an action plan and next steps",
];

function Column({ title, items, good }: { title: string; items: readonly string[]; good: boolean }) {
  const Icon = good ? Check : X;
  return (
    <div className={`flex flex-col gap-4 rounded-xl border p-6 ${good ? "border-primary/60 bg-secondary/50" : "bg-card"}`}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon className={`mt-0.5 size-5 shrink-0 ${good ? "text-primary" : "text-destructive"}`} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Problem versus solution (the old way versus the product way). */
export function ProblemSolutionSection() {
  return (
    <section aria-labelledby="problem-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="problem-heading" className="text-3xl font-bold tracking-tight text-balance">Stop guessing. Start with evidence.</h2>
        <p className="mt-3 text-muted-foreground">Most ideas fail for lack of customers, not lack of code. Find out first.</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Column title="The old way" items={OLD_WAY} good={false} />
        <Column title="The Greenlight way" items={GREENLIGHT_WAY} good />
      </div>
    </section>
  );
}
