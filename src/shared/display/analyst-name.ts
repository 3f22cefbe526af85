/** The stored name of the analyst without a model: kept as it was first recorded, so earlier checkpoints and reports still match. */
const TEXT_ANALYST_ID = "offline-analyst";

/** Who wrote a report, as a person reads it: the model's name, or Greenlight's text analyst when no model was used. */
export function analystName(model: string): string {
  return model === TEXT_ANALYST_ID ? "Greenlight's text analyst (no model)" : model;
}
