import { BarChart3, Database, FileText, FolderOpen, Radio, Scale, type LucideIcon } from "lucide-react";
import { PageFrame } from "./page-frame.tsx";

/** The six feature cards. */
const FEATURES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Database,
    title: "Smart Research",
    text: "Research agents turn your idea into targeted questions and can draw on 100+ sources per validation: Hacker News, Stack Exchange, GitHub, Wikipedia, and, where configured, web search, YouTube, Reddit and Product Hunt.",
  },
  {
    icon: BarChart3,
    title: "Market Analysis",
    text: "Total, addressable and serviceable market estimates, three years of revenue projections with their assumptions, a suggested pricing model and the go-to-market channels most likely to work.",
  },
  {
    icon: FileText,
    title: "Validation Reports",
    text: "One report per idea: four scores with their reasoning, business fit, market interest, cited sources, methodology and a go / no-go recommendation with next steps. Export to PDF on the Founder plan and above.",
  },
  {
    icon: FolderOpen,
    title: "Idea Library",
    text: "Every idea you validate is kept. Search, sort and filter your ideas, follow validations while they run and reopen any report.",
  },
  {
    icon: Radio,
    title: "Real-Time Data",
    text: "Follow each stage of a validation as it happens, with an estimate of the time left. Market interest charts show monthly search data, when it was last updated, and a warning when it is stale.",
  },
  {
    icon: Scale,
    title: "Evidence-Based Scoring",
    text: "Opportunity, problem, feasibility and timing are scored from 0 to 10 with a stated confidence. Each piece of evidence names its source, and quality metrics are computed from what was actually found.",
  },
];

export function FeaturesPage() {
  return (
    <PageFrame wide title="Features" lead="Everything you need to decide whether an idea deserves your next six months.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">{feature.title}</h2>
            <p className="text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
