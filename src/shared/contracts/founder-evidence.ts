import { z } from "zod";

/** The most results one idea keeps, and the longest note: the founder's log, not a document store. */
export const FOUNDER_EVIDENCE_LIMIT = 100;
export const FOUNDER_NOTE_MAX_LENGTH = 2000;

export const founderEvidenceKindSchema = z.enum(["interviews", "smoke-test", "pre-sale", "note"]);
export type FounderEvidenceKind = z.infer<typeof founderEvidenceKindSchema>;

// Refusals are read by the founder on the form, so they name its fields as the form labels them.
const count = (what: string) => z.number({ error: `${what}: enter a whole number` })
  .int(`${what}: enter a whole number, without decimals`)
  .min(0, `${what} cannot be below zero`)
  .max(1_000_000, `${what} is larger than any test we record`);

const note = z.string().trim().max(FOUNDER_NOTE_MAX_LENGTH, `Notes can be at most ${FOUNDER_NOTE_MAX_LENGTH} characters`).default("");
const assumptionId = z.string().trim().min(1).max(100).nullable().default(null);

/**
 * One result the founder records. Each kind asks for the counts that test needs, and the counts
 * must add up: nobody confirms a pain in more interviews than were held, nor signs up without visiting.
 */
export const createFounderEvidenceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("interviews"), assumptionId, note,
    interviewsHeld: count("Interviews held").min(1, "Interviews held: record at least one interview"),
    painConfirmed: count("Confirmed the pain"), painDenied: count("Denied the pain"), wouldPay: count("Would pay"),
  }).strict()
    .refine((value) => value.painConfirmed + value.painDenied <= value.interviewsHeld, {
      path: ["painConfirmed"], message: "More people confirmed or denied the pain than you interviewed: together they can be at most the interviews held",
    })
    .refine((value) => value.wouldPay <= value.interviewsHeld, { path: ["wouldPay"], message: "More people would pay than you interviewed: they can be at most the interviews held" }),
  z.object({ kind: z.literal("smoke-test"), assumptionId, note, visitors: count("Visitors"), signups: count("Sign-ups") }).strict()
    .refine((value) => value.signups <= value.visitors, { path: ["signups"], message: "More sign-ups than visitors: sign-ups can be at most the visitors" }),
  z.object({ kind: z.literal("pre-sale"), assumptionId, note, presales: count("Pre-sales made") }).strict(),
  z.object({
    kind: z.literal("note"), assumptionId,
    note: z.string().trim().min(1, "Write the note before saving it").max(FOUNDER_NOTE_MAX_LENGTH, `Notes can be at most ${FOUNDER_NOTE_MAX_LENGTH} characters`),
  }).strict(),
]);
export type CreateFounderEvidence = z.infer<typeof createFounderEvidenceSchema>;

export const founderEvidenceSchema = z.object({
  id: z.uuid(),
  ideaId: z.uuid(),
  kind: founderEvidenceKindSchema,
  assumptionId: z.string().nullable(),
  interviewsHeld: z.number().int().nullable(),
  painConfirmed: z.number().int().nullable(),
  painDenied: z.number().int().nullable(),
  wouldPay: z.number().int().nullable(),
  visitors: z.number().int().nullable(),
  signups: z.number().int().nullable(),
  presales: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export type FounderEvidence = z.infer<typeof founderEvidenceSchema>;

export const founderEvidenceParamsSchema = z.object({ id: z.uuid(), evidenceId: z.uuid() });

/**
 * The founder's results as a report lists them: first-party evidence, numbered F1, F2, ... and
 * cited as `[F<n>]`, kept apart from the web sources (`report.sources`, `[S<n>]`) and never
 * counted with them.
 */
export const founderSourceSchema = z.object({
  id: z.string().regex(/^F\d+$/),
  kind: founderEvidenceKindSchema,
  /** What was recorded, in one line of counts ("8 interviews: 6 confirmed the pain, 2 denied it, 3 would pay"). */
  summary: z.string(),
  note: z.string(),
  assumptionId: z.string().nullable(),
  recordedAt: z.string(),
});
export type FounderSource = z.infer<typeof founderSourceSchema>;
