import type { ReportBody } from "../../shared/contracts/report.ts";
import { FLAG_RESOURCES, writeBudget } from "../analysts/text-analyst/rule-of-thumb-tables.ts";
import { RED_FLAGS } from "../text/lexicon-flags.ts";

/**
 * Red flags read from the founder's words set a floor under execution difficulty, whoever estimated
 * it: hardware and consumables need tooling, certification and stock; a regulated field needs
 * compliance work; an impossible premise cannot be built at all. Below the floor, the team, budget
 * and timeline are the hardest flag's (in the report's currency), and its challenge is listed.
 */
export function holdDifficultyToRedFlags({ report, redFlags }: { report: ReportBody; redFlags: readonly { id: string }[] }): ReportBody {
  const ids = new Set(redFlags.map((f) => f.id));
  const hardest = FLAG_RESOURCES.find((r) => ids.has(r.flag) && r.floor > 0);
  const difficulty = report.executionDifficulty;
  if (!hardest || difficulty.score >= hardest.floor) return report;
  const flag = RED_FLAGS.find((f) => f.id === hardest.flag);
  const challenges = flag && !difficulty.technicalChallenges.includes(flag.technicalChallenge)
    ? [flag.technicalChallenge, ...difficulty.technicalChallenges]
    : difficulty.technicalChallenges;
  return {
    ...report,
    executionDifficulty: {
      ...difficulty,
      score: hardest.floor,
      description: `${difficulty.description} Held to at least ${hardest.floor}/10 because the idea ${flag?.label ?? "has a red flag"}.`,
      resourceRequirements: { teamSize: hardest.teamSize, budget: writeBudget(hardest, report.currency ?? "USD"), timeline: hardest.timeline },
      technicalChallenges: challenges,
    },
  };
}
