import { Bot, FileCheck2, PenLine } from "lucide-react";

const STEPS = [
  {
    icon: PenLine,
    title: "Describe your idea",
    text: "Write it the way you would explain it to a friend: who it is for, the problem it solves and how it makes money. Pick the market you are aiming at.",
  },
  {
    icon: Bot,
    title: "AI agents run validation",
    text: "They profile your idea, plan research questions, gather evidence on demand, competitors and pricing, and score what they found.",
  },
  {
    icon: FileCheck2,
    title: "Get your report instantly",
    text: "Read your four scores with their reasoning, business fit, market interest over time, every source, and a recommendation with next steps.",
  },
] as const;

/** How it works in three steps; the header's "How it works" anchor points here. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight">How it works</h2>
          <p className="mt-3 text-muted-foreground">Three steps from an idea in your head to a decision you can defend.</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
