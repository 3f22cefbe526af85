import type { ValidationReport } from "../../../shared/contracts/report.ts";
import { formatLevel, getNonTechnicalChallenges } from "../../../shared/display/business-fit.ts";
import type { Tone } from "../../../shared/display/tone.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Facts, FitDialogContent, FitSection, TextList } from "./fit-parts.tsx";

const LEVEL_TONES: Record<string, Tone> = { low: "green", medium: "yellow", high: "red" };

function Level({ level, kind }: { level: string; kind: string }) {
  return <Badge tone={LEVEL_TONES[level] ?? "grey"}>{formatLevel(level)} {kind}</Badge>;
}

/** Execution Difficulty: resources, risks, technical and non-technical challenges. */
export function ExecutionDialogContent({ fit }: { fit: ValidationReport["executionDifficulty"] }) {
  const { resourceRequirements: resources, riskFactors } = fit;
  const nonTechnical = getNonTechnicalChallenges(riskFactors);
  return (
    <FitDialogContent title="Execution Difficulty" score={fit.score} description={fit.description} lowIsGood>
      <FitSection title="Resource Requirements">
        <Facts items={[
          { label: "Team Size", value: resources.teamSize },
          { label: "Budget", value: resources.budget },
          { label: "Timeline", value: resources.timeline },
        ]} />
      </FitSection>
      <FitSection title="Execution Risks">
        {riskFactors.length === 0 ? (
          <p className="text-sm text-muted-foreground">None identified.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {riskFactors.map((factor, index) => (
              <li key={index} className="flex flex-col gap-1.5 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span className="break-words">{factor.risk}</span>
                <span className="flex shrink-0 gap-1.5">
                  <Level level={factor.probability} kind="probability" />
                  <Level level={factor.impact} kind="impact" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </FitSection>
      <FitSection title="Technical Challenges">
        <TextList items={fit.technicalChallenges} />
      </FitSection>
      <FitSection title="Non-Technical Challenges">
        <TextList items={nonTechnical.map((factor) => factor.risk)} empty="No risk with medium or high probability." />
      </FitSection>
    </FitDialogContent>
  );
}
