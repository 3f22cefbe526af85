import { z } from "zod";
import { BUSINESS_MODELS, RED_FLAG_IDS } from "./vocabulary.ts";

// The founder's words as the profile reads them once: later stages take them from the profile
// checkpoint and never parse the description again. (The price is read by text/price and kept in the
// profile's own field.)

const segmentSchema = z.enum(["businesses", "professionals", "consumers"]);

const customerMentionSchema = z.object({
  phrase: z.string(),
  segment: segmentSchema,
  /** False for "people", "users" and the like: a customer is named, but not who exactly. */
  specific: z.boolean(),
  /** Introduced by "for", "helps", "connects"… which is how founders usually name a customer. */
  triggered: z.boolean(),
  index: z.number(),
  sentence: z.number(),
});

/** What the product is (text/subject.ts): searches name it and the relevance gate measures quotes against it. */
const subjectSchema = z.object({ phrase: z.string(), named: z.string(), alternates: z.array(z.string()), problem: z.string().nullable(), setting: z.string().nullable(), terms: z.array(z.string()) });

const sentimentLabelSchema = z.enum(["negative", "neutral", "positive"]);

/** What the text analysis reads in a description, apart from its category (the profile keeps that as id and label). */
export const descriptionReadingSchema = z.object({
  sentences: z.array(z.string()),
  wordCount: z.number().int().min(0),
  keywords: z.array(z.string()),
  subject: subjectSchema.nullable(),
  customers: z.array(customerMentionSchema),
  customer: customerMentionSchema.nullable(),
  businessModel: z.enum(BUSINESS_MODELS).nullable(),
  painPhrases: z.array(z.string()),
  intensityTerms: z.array(z.string()),
  problemSentence: z.string().nullable(),
  solutionSentence: z.string().nullable(),
  pitch: z.string(),
  geography: z.string().nullable(),
  /** The geography exactly as written, for quoting. */
  geographyText: z.string().nullable(),
  targetMarket: z.string().nullable(),
  sentiment: z.object({ score: z.number(), label: sentimentLabelSchema }),
  cues: z.object({
    problem: z.array(z.string()),
    timing: z.array(z.string()),
    differentiation: z.array(z.string()),
    validation: z.array(z.string()),
    monetisation: z.array(z.string()),
    price: z.array(z.string()),
    quantified: z.array(z.string()),
    businessModel: z.array(z.string()),
  }),
  redFlags: z.array(z.object({ id: z.enum(RED_FLAG_IDS), label: z.string(), matches: z.array(z.string()) })),
  /** 0-10: how much concrete detail the description gives, whatever the idea's merit. */
  specificity: z.number(),
});
export type DescriptionReading = z.infer<typeof descriptionReadingSchema>;

/** The reading the profile keeps for the rubric, with whether the description mentions AI. */
export const founderReadingSchema = descriptionReadingSchema.extend({
  /** The description mentions AI (the rubric and business fit weigh what that costs). */
  aiMentioned: z.boolean(),
});
export type FounderReading = z.infer<typeof founderReadingSchema>;
