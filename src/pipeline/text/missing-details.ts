import type { PriceReading } from "../../shared/contracts/price.ts";
import { saysHowTheyCharge } from "./price/founder-price.ts";

/** Two of the three missing and the verdict is a guess: it is marked provisional. */
const PROVISIONAL_WHEN_MISSING = 2;

export interface StatedBasics {
  customer: string | null;
  segment: string | null;
  problem: string | null;
  model: string | null;
  price: PriceReading;
}

/**
 * What a founder should add when their description is too thin to judge: who the customer is,
 * what problem it solves, how they will charge. Empty when the verdict can stand.
 */
export function missingDetails(stated: StatedBasics): string[] {
  const missing: string[] = [];
  if (!stated.customer && !stated.segment) missing.push("who the customer is");
  if (!stated.problem) missing.push("the problem it solves for them");
  if (!saysHowTheyCharge(stated.price) && !stated.model) missing.push("how you will charge and how much");
  return missing.length >= PROVISIONAL_WHEN_MISSING ? missing : [];
}
