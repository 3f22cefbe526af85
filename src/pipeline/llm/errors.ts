/**
 * The idea's time or token budget ran out. Stages catch this one error and build their output from
 * what was gathered (saying so in the report's limitations); every other model error fails the stage.
 */
export class BudgetExhaustedError extends Error {
  readonly kind: "time" | "tokens";
  constructor({ kind, message }: { kind: "time" | "tokens"; message: string }) {
    super(message);
    this.name = "BudgetExhaustedError";
    this.kind = kind;
  }
}

/** A model call that could not produce a valid answer; its message is what the founder sees. */
export class LlmCallError extends Error {
  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super(message, { cause });
    this.name = "LlmCallError";
  }
}

export const isBudgetExhausted = (error: unknown): error is BudgetExhaustedError => error instanceof BudgetExhaustedError;
