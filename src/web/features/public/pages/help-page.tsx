import { BookOpen, Lightbulb, Rocket, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { PageFrame } from "./page-frame.tsx";

/** The three help cards. */
const CARDS: ReadonlyArray<{ icon: LucideIcon; title: string; points: readonly string[] }> = [
  {
    icon: Rocket,
    title: "Getting Started",
    points: [
      "Sign in, then describe your idea on the New Idea screen.",
      "Choose the market you are aiming at; United States is the default.",
      "Press Start Validation. Your idea appears in your library, where you can follow each stage.",
      "When it reads Validated, open it to read the report.",
    ],
  },
  {
    icon: BookOpen,
    title: "Understanding Reports",
    points: [
      "Scores run from 0 to 10: 8 or more is strong (green), 6 or more promising (blue), 4 or more weak (yellow), below 4 a red flag.",
      "Click a score to see its reasoning, its confidence and the evidence behind it.",
      "Business Fit covers revenue potential, execution difficulty and go-to-market.",
      "The Sources tab lists every source with its relevance, plus the methodology and its limitations.",
    ],
  },
  {
    icon: Lightbulb,
    title: "Tips for Success",
    points: [
      "Be specific: who the customer is, the problem they have today and how you would charge.",
      "Name your target market; reports without one are less precise.",
      "Use the improve-description button to sharpen a draft of 10 characters or more.",
      "Validate variations of an idea and compare their scores in your library.",
    ],
  },
];

export function HelpPage() {
  return (
    <PageFrame wide title="Help Center" lead="Everything you need to validate your first idea and make sense of the report.">
      <ul className="grid gap-6 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title} className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <card.icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">{card.title}</h2>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
              {card.points.map((point) => <li key={point}>{point}</li>)}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-xl border bg-muted/40 p-8 text-center">
        <h2 className="text-xl font-semibold">Still need help?</h2>
        <p className="text-muted-foreground">Our team replies within 24 hours on business days.</p>
        <Link href="/contact" className={buttonVariants()}>Contact support</Link>
      </div>
    </PageFrame>
  );
}
