const STAGE_LABELS: Record<string, string> = {
  "planning-profile": "Understanding your idea...",
  "profile-detection": "Understanding your idea...",
  "planning-queries": "Identifying research topics...",
  research: "Researching market demand...",
  analysis: "Analyzing community signals...",
  synthesis: "Generating insights...",
  completed: "Ready to review",
  paused: "Validation paused",
  failed: "Validation failed",
  error: "Something went wrong",
};

/** The sentence shown while an idea runs, by stage name. */
export function getStageLabel(stage: string | null | undefined): string {
  return (stage && STAGE_LABELS[stage]) || "Preparing validation…";
}

/** "~N min remaining" (seconds / 60 rounded up), or null when there is no estimate. */
export function formatTimeRemaining(seconds: number | null | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  return `~${Math.ceil(seconds / 60)} min remaining`;
}
