import { BudgetExhaustedError } from "./errors.ts";
import { costOf, type Price } from "./pricing.ts";

export type LlmRole = "fast" | "smart";

export interface CallUsage {
  stage: string;
  role: LlmRole;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/** What one stage spent, summed over its calls (and over earlier attempts of it, on a resumed job). */
export interface StageUsage {
  stage: string;
  models: string[];
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Null when a model it used has no known price. */
  estimatedCostUsd: number | null;
}

export interface UsageSummary {
  inputTokens: number;
  outputTokens: number;
  estimatedCostUsd: number | null;
  tokenBudget: number;
  stages: StageUsage[];
}

/** A reservation taken before a call, so calls running in parallel cannot overspend the budget together. */
export interface Admission {
  readonly reserved: number;
  /** Output tokens the call may use. */
  readonly maxOutputTokens: number;
}

/**
 * The founder's daily model budget, shared by every validation they have running. A call holds its
 * reservation here as well as in its own validation's budget, so validations running side by side
 * cannot together pass the day's budget by more than one call's overrun of its estimate.
 */
export interface DailyTokenLedger {
  readonly limit: number;
  /** Holds `tokens` for one call, or null when that would pass today's budget. */
  hold(tokens: number): Promise<DailyTokenHold | null>;
}

/** Ends a daily hold, counting the tokens the call really used (0 when it failed without an answer). */
export interface DailyTokenHold {
  release(usedTokens: number): Promise<void>;
}

/** The smallest answer worth asking for; with less budget left the call is not made. */
const MIN_OUTPUT_TOKENS = 256;

/**
 * Costs are summed in whole ten-billionths of a dollar, so the total is the same whichever call
 * settles first: floating-point addition in another order differs in its last digit.
 */
const COST_UNIT = 1e10;
const inCostUnits = (usd: number) => Math.round(usd * COST_UNIT) / COST_UNIT;
const addCost = (a: number | null, b: number | null) => (a === null || b === null ? null : inCostUnits(a + b));

/**
 * Token usage and estimated cost of one validation, checked against its token budget. Earlier usage
 * (stage attempts recorded before a crash) is passed in so a resumed job keeps to the same budget.
 */
export class UsageMeter {
  readonly budget: number;
  readonly #prices: Readonly<Record<LlmRole, Price | null>>;
  readonly #stages = new Map<string, StageUsage>();
  readonly #daily: DailyTokenLedger | null;
  #reserved = 0;

  constructor({ budget, prices, prior = [], daily = null }: {
    budget: number; prices: Readonly<Record<LlmRole, Price | null>>; prior?: readonly StageUsage[]; daily?: DailyTokenLedger | null;
  }) {
    this.budget = budget;
    this.#prices = prices;
    this.#daily = daily;
    for (const usage of prior) this.#add(usage);
  }

  get used(): number {
    let total = 0;
    for (const s of this.#stages.values()) total += s.inputTokens + s.outputTokens;
    return total;
  }

  /** Reserves room for a call or throws BudgetExhaustedError; the answer may use at most the returned output tokens. */
  admit({ task, estimatedInputTokens, maxOutputTokens }: { task: string; estimatedInputTokens: number; maxOutputTokens: number }): Admission {
    const free = this.budget - this.used - this.#reserved - estimatedInputTokens;
    if (free < Math.min(MIN_OUTPUT_TOKENS, maxOutputTokens)) {
      throw new BudgetExhaustedError({
        kind: "tokens",
        message: `The token budget of ${this.budget} tokens for this validation is spent (${this.used} used), so ${task} was not sent to the model.`,
      });
    }
    const allowed = Math.min(maxOutputTokens, free);
    const admission = { reserved: estimatedInputTokens + allowed, maxOutputTokens: allowed };
    this.#reserved += admission.reserved;
    return admission;
  }

  /** Holds an admitted call's reservation against the founder's day too; refused, the call is not made. */
  async holdDaily({ task, admission }: { task: string; admission: Admission }): Promise<DailyTokenHold | null> {
    if (!this.#daily) return null;
    const hold = await this.#daily.hold(admission.reserved).catch((error: unknown) => {
      this.settle({ admission, usage: null });
      throw error;
    });
    if (hold) return hold;
    this.settle({ admission, usage: null });
    throw new BudgetExhaustedError({
      kind: "tokens",
      message: `Today's model budget of ${this.#daily.limit} tokens for this founder's validations is spent, so ${task} was not sent to the model.`,
    });
  }

  /** Ends a reservation, recording what the call actually used (nothing when it failed without an answer). */
  settle({ admission, usage }: { admission: Admission; usage: CallUsage | null }): void {
    this.#reserved = Math.max(0, this.#reserved - admission.reserved);
    if (!usage) return;
    const priced = costOf({ price: this.#prices[usage.role], inputTokens: usage.inputTokens, outputTokens: usage.outputTokens });
    const cost = priced === null ? null : inCostUnits(priced);
    this.#add({ stage: usage.stage, models: [usage.model], calls: 1, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, estimatedCostUsd: cost });
  }

  stageUsage(stage: string): StageUsage {
    const found = this.#stages.get(stage);
    return found ? { ...found, models: [...found.models] } : { stage, models: [], calls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 };
  }

  /** Per stage in the order given (stages with no calls left out), and the total. */
  summary(order: readonly string[]): UsageSummary {
    const stages = order.map((name) => this.stageUsage(name)).filter((s) => s.calls > 0);
    return {
      inputTokens: stages.reduce((sum, s) => sum + s.inputTokens, 0),
      outputTokens: stages.reduce((sum, s) => sum + s.outputTokens, 0),
      estimatedCostUsd: stages.reduce<number | null>((sum, s) => addCost(sum, s.estimatedCostUsd), 0),
      tokenBudget: this.budget,
      stages,
    };
  }

  #add(usage: StageUsage): void {
    const current = this.#stages.get(usage.stage);
    if (!current) {
      this.#stages.set(usage.stage, { ...usage, models: [...usage.models] });
      return;
    }
    current.calls += usage.calls;
    current.inputTokens += usage.inputTokens;
    current.outputTokens += usage.outputTokens;
    current.estimatedCostUsd = addCost(current.estimatedCostUsd, usage.estimatedCostUsd);
    for (const model of usage.models) if (!current.models.includes(model)) current.models.push(model);
  }
}

/** Rough token count of text before sending it (about four characters a token in English). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
