import type { IdeaStatus } from "../contracts/idea.ts";
import type { Tone } from "./tone.ts";

const ACTIVE: readonly string[] = ["pending", "processing", "validating"];

/** Pending, processing and validating all count as "in progress". */
export function isActiveStatus(status: IdeaStatus | string): boolean {
  return ACTIVE.includes(status);
}

const LABELS: Record<string, string> = {
  pending: "Pending",
  processing: "Processing",
  validating: "Processing",
  completed: "Validated",
  failed: "Failed",
  live: "Live",
};

/** Pill labels; a status without a label of its own reads as its own word, capitalised. */
export function getStatusLabel(status: IdeaStatus | string): string {
  return LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function getStatusTone(status: IdeaStatus | string): Tone {
  if (status === "completed" || status === "live") return "green";
  if (status === "failed") return "red";
  if (isActiveStatus(status)) return "blue";
  return "grey";
}
