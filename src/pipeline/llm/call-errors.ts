import type { NoObjectGeneratedError} from "ai";
import { APICallError } from "ai";
import { BudgetExhaustedError } from "./errors.ts";
// How a failed model call is described: to the model in a repair round, and to the founder in the stage's error.

export function describeInvalidAnswer(error: NoObjectGeneratedError): { short: string; detail: string; instruction: string } {
  if (error.finishReason === "length") {
    if (!error.text?.trim()) {
      return {
        short: "empty, cut off at its length limit",
        detail: "The model spent its whole output allowance before writing the answer (thinking tokens count against it).",
        instruction: "Your previous answer was empty. Answer directly and concisely.",
      };
    }
    return {
      short: "cut off at its length limit",
      detail: "The answer stopped before the JSON was complete.",
      instruction: "Your previous answer was cut off before the JSON was complete. Be more concise: shorter strings, fewer items.",
    };
  }
  // Only the schema's own complaints, never the answer's text: that could carry web text out of its fence.
  const issues = (error.cause as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | undefined)?.cause?.issues;
  const detail = issues?.length
    ? issues.slice(0, 8).map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("; ").slice(0, 800)
    : "The answer was not valid JSON.";
  return { short: "not valid JSON for the expected schema", detail, instruction: "Your previous answer did not match the required JSON schema." };
}

/** A 400 whose message is about the schema (too large a grammar, an unsupported keyword), not the prompt. */
export function isSchemaRefusal(error: unknown): boolean {
  return APICallError.isInstance(error) && error.statusCode === 400 && /schema|grammar/i.test(error.message);
}

export function describeCallError(error: unknown): string {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? `HTTP ${error.statusCode}` : "no response";
    return `${status} from ${safeOrigin(error.url)}: ${error.message.slice(0, 300)}`;
  }
  return error instanceof Error ? error.message.slice(0, 300) : String(error);
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "the provider";
  }
}

export function outOfTime(task: string): BudgetExhaustedError {
  return new BudgetExhaustedError({ kind: "time", message: `The validation's time budget ran out before ${task} could finish.` });
}
