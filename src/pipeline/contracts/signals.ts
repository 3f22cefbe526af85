import { z } from "zod";

/** How strongly the description or the sources show demand, pain, competition and timing. */
export const signalLevelSchema = z.enum(["none", "weak", "moderate", "strong"]);
export const signalSchema = z.object({
  level: signalLevelSchema,
  summary: z.string(),
  evidence: z.array(z.string()),
});
export type Signal = z.infer<typeof signalSchema>;

export const signalsSchema = z.object({ demand: signalSchema, pain: signalSchema, competition: signalSchema, timing: signalSchema });
export type Signals = z.infer<typeof signalsSchema>;
