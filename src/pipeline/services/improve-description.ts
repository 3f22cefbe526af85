import { z } from "zod";
import type { LlmClient as ModelClient } from "../llm/client.ts";
import { cleanUntrusted, DATA_RULES, fenceUntrusted, stripLinks } from "../llm/untrusted.ts";
import { UsageMeter } from "../llm/usage.ts";
import { arrangeDescription, openQuestionsOf, renderSections } from "../text/arrange-description.ts";
import type { LlmClient } from "../types.ts";

export { SECTION_PROMPTS } from "../text/arrange-description.ts";

const modelSectionsSchema = z.object({
  problem: z.string().max(1500).nullable(),
  customers: z.string().max(1500).nullable(),
  solution: z.string().max(1500).nullable(),
  businessModel: z.string().max(1500).nullable(),
  otherDetails: z.string().max(2500).nullable(),
});

export const IMPROVE_SYSTEM = [
  "Task: improve-description.",
  "You help a founder state a startup idea clearly. Sort what the founder's description says into problem, customers, solution, businessModel and otherDetails, rewording for clarity in the founder's voice.",
  "Use only what the description says: never add facts, numbers, customers, prices or claims it does not contain. Use null for a section the description does not cover; the founder will be asked about it.",
  DATA_RULES,
].join("\n");

/** A model call for a person waiting on the page: short, and never allowed to hold the request long. */
const IMPROVE_TIMEOUT_MS = 30_000;

async function improveWithModel({ text, llm }: { text: string; llm: ModelClient }): Promise<string> {
  const answer = await llm.generateObject({
    role: "fast",
    stage: "improve-description",
    task: "the improved description",
    schema: modelSectionsSchema,
    system: IMPROVE_SYSTEM,
    prompt: fenceUntrusted({ label: "Founder's description", body: cleanUntrusted({ text, max: 6000, keepLines: true }) }),
    maxOutputTokens: 1500,
    signal: AbortSignal.timeout(IMPROVE_TIMEOUT_MS),
    meter: new UsageMeter({ budget: llm.tokenBudget, prices: llm.prices }),
    deadline: Date.now() + IMPROVE_TIMEOUT_MS,
  });
  const section = (value: string | null) => (value ? [stripLinks(value.replace(/\s+/g, " ").trim())].filter(Boolean) : []);
  return renderSections({
    Problem: section(answer.problem),
    Customers: section(answer.customers),
    Solution: section(answer.solution),
    "Business model": section(answer.businessModel),
    "Other details": section(answer.otherDetails),
  });
}

/**
 * Restructures a description into Problem, Customers, Solution and Business model. With a model it
 * rewords the founder's text into those sections; without one (or if the model fails) it sorts the
 * founder's own sentences. Either way the text holds only what the founder said; a section it does not
 * cover comes back as a question, shown beside the text.
 * A model failure is handed to `onModelFailure` (the route logs it and tells the page), so a wrong key
 * or a retired model does not go unnoticed behind the offline rewrite.
 */
export async function improveDescription({ description, llm, onModelFailure }: {
  description: string; llm: LlmClient; onModelFailure?: (error: unknown) => void;
}): Promise<{ text: string; questions: string[] }> {
  const text = description.trim();
  const answer = (improved: string) => ({ text: improved, questions: openQuestionsOf(improved) });
  if (llm) {
    try {
      return answer(await improveWithModel({ text, llm }));
    } catch (error) {
      // The founder still gets the sections from their own sentences rather than an error.
      onModelFailure?.(error);
    }
  }
  return answer(arrangeDescription(text));
}
