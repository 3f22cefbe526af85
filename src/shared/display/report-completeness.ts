/** The message for a report that lacks its core fields. */
export const INCOMPLETE_REPORT_MESSAGE = "Incomplete report data received from API";

/**
 * A report is rejected when ideaId, opportunityScore or problemScore is missing. The rest
 * of the body is checked by the API's contract; this guards the screen against a half answer.
 */
export function isCompleteReport(data: unknown): boolean {
  if (!data || typeof data !== "object") return false;
  const report = data as Record<string, unknown>;
  return Boolean(report.ideaId) && Boolean(report.opportunityScore) && Boolean(report.problemScore);
}
