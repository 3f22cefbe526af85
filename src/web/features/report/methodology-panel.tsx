import { useId } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatScore, scorePercent } from "../../../shared/display/format-score.ts";
import { getScoreTone } from "../../../shared/display/score-color.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ProgressBar } from "../../components/ui/progress-bar.tsx";
import { toneFillClasses } from "../../lib/tone-classes.ts";
import { confidencePercent } from "./score-card.tsx";
import { TextList } from "./fit-parts.tsx";

const METRICS = [
  ["sourceDiversity", "Source Diversity"],
  ["recency", "Recency"],
  ["specificity", "Specificity"],
  ["sentimentConsistency", "Sentiment Consistency"],
  ["volume", "Volume"],
  ["authority", "Authority"],
] as const;

function Block({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-b last:border-b-0">
      {/* Radix renders the header as an h3. */}
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 py-3 text-left text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {title}
          <ChevronDown className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="flex flex-col gap-3 pb-4 text-sm">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</h4>
      {children}
    </div>
  );
}

function Prose({ text }: { text: string }) {
  return text.trim() ? <p className="whitespace-pre-line break-words">{text}</p> : <p className="text-muted-foreground">Not described.</p>;
}

/** Methodology & Transparency: four blocks, one open at a time. */
export function MethodologyPanel({ report }: { report: ValidationReport }) {
  const titleId = useId();
  const { methodology, qualityAssessment } = report;
  const { metrics } = qualityAssessment;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">Methodology &amp; Transparency</CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion.Root type="single" collapsible>
          <Block value="process" title="Research Process">
            <Prose text={methodology.researchProcess} />
            <Labelled label="Data collection"><Prose text={methodology.dataCollection} /></Labelled>
            <Labelled label="Analysis approach"><Prose text={methodology.analysisApproach} /></Labelled>
          </Block>
          <Block value="quality" title="Quality Assessment">
            <p>
              Confidence level <span className="font-semibold tabular-nums">{confidencePercent(methodology.confidenceLevel)}</span>
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {METRICS.map(([key, label]) => (
                <li key={key} className="flex flex-col gap-1">
                  <span className="flex justify-between gap-2">
                    <span>{label}</span>
                    <span className="font-medium tabular-nums">{formatScore(metrics[key])}/10</span>
                  </span>
                  <ProgressBar value={scorePercent(metrics[key])} label={label} fillClassName={toneFillClasses[getScoreTone(metrics[key])]} />
                </li>
              ))}
            </ul>
            <p>
              Research quality <span className="font-semibold tabular-nums">{formatScore(metrics.overallScore)}/10</span>
            </p>
          </Block>
          <Block value="limits" title="Limitations & Assumptions">
            <Labelled label="Limitations"><TextList items={methodology.limitations} empty="None stated." /></Labelled>
            <Labelled label="Assumptions"><TextList items={methodology.assumptions} empty="None stated." /></Labelled>
          </Block>
          <Block value="balance" title="Analysis Strengths & Weaknesses">
            <Labelled label="Strengths"><TextList items={qualityAssessment.strengths} empty="None stated." /></Labelled>
            <Labelled label="Weaknesses"><TextList items={qualityAssessment.weaknesses} empty="None stated." /></Labelled>
          </Block>
        </Accordion.Root>
      </CardContent>
    </Card>
  );
}
