import type { Term } from "./match.ts";
import type { BusinessModel } from "../contracts/vocabulary.ts";

/** Cues per model; ties are broken by the order of BUSINESS_MODELS so detection stays deterministic. */
export const BUSINESS_MODEL_TERMS: Readonly<Record<BusinessModel, readonly Term[]>> = {
  subscription: [
    "subscription*", "subscrib*", "monthly fee*", "per month", "/month", "/mo", "a month", "per year", "/year",
    "annual plan*", "yearly plan*", "saas", "per seat", "per user per", "recurring", "membership*", "freemium",
    "premium tier*", "pro plan*", "paid plan*", "monthly plan*", "yearly", "annual licen*", "licens*", "licenc*",
  ],
  marketplace: [
    "marketplace*", "two-sided", "commission*", "take rate", "buyers and sellers", "booking fee*", "listing fee*",
    /\bconnect(?:s|ing)? [a-z-]+(?: [a-z-]+){0,3} (?:with|to) [a-z-]+/, /\bmatch(?:es|ing)? [a-z-]+(?: [a-z-]+){0,3} with\b/,
    /\b(?:take|keep|charge) (?:a )?\d+\s?%/,
  ],
  transactional: [
    "per transaction", "transaction fee*", "one-time", "one time fee", "pay per", "per use", "pay-as-you-go",
    "pay as you go", "per order", "per booking", "per report", "per download", "per item", "sell*", "purchase*",
    "buy it", "credits", "one-off", /\b(?:pay|paid|buy|bought)\s+(?:[$€£]\s?[\d.,]+\s+)?once\b/,
  ],
  ads: ["advertis*", "ads", "ad-supported", "ad supported", "sponsor*", "affiliate*"],
  services: [
    "agency", "consult*", "done-for-you", "done for you", "hourly rate*", "per hour", "retainer*", "coaching",
    "service fee*", "managed service*", "freelanc* service*", "we do it for",
  ],
};

export const BUSINESS_MODEL_LABELS: Readonly<Record<BusinessModel, string>> = {
  subscription: "Subscription",
  marketplace: "Marketplace commission",
  transactional: "Pay per transaction",
  ads: "Advertising",
  services: "Services",
};
