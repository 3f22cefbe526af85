import { personaOf } from "../lexicon-personas.ts";
import type { ChargeKind, PricePeriod } from "../../../shared/contracts/price.ts";
import { wordTable } from "../../../shared/word-table.ts";

/** Nouns that name a period after "per", "a", "each" or "/" ("a fortnight", "/mo"). */
const PERIOD_NOUNS: Readonly<Record<string, PricePeriod>> = wordTable({
  day: "day", d: "day", week: "week", wk: "week", w: "week", fortnight: "fortnight",
  month: "month", mo: "month", mth: "month", mon: "month", m: "month",
  quarter: "quarter", qtr: "quarter", q: "quarter", term: "term", semester: "term",
  year: "year", yr: "year", y: "year", annum: "year", annual: "year",
});

/** Words that give the period on their own ("monthly", "pa", "pcm"). */
const PERIOD_WORDS: Readonly<Record<string, PricePeriod>> = wordTable({
  daily: "day", weekly: "week", fortnightly: "fortnight", monthly: "month", pcm: "month", pm: "month",
  quarterly: "quarter", termly: "term", yearly: "year", annually: "year", annual: "year", pa: "year", "p.a.": "year",
});

/** People a price is charged per; a per-person price grows with the customer's headcount. */
const PEOPLE = new Set([
  "seat", "user", "developer", "dev", "engineer", "member", "student", "pupil", "learner", "employee", "staff", "person",
  "head", "agent", "teacher", "tutor", "coach", "clinician", "doctor", "nurse", "therapist", "patient", "driver",
  "worker", "contractor", "lawyer", "accountant", "editor", "creator", "admin", "rep", "subscriber", "reader",
  "player", "athlete", "parent", "child", "kid", "guest", "attendee", "participant", "licence", "license", "volunteer",
  "caregiver", "carer", "resident", "tenant", "host", "seller", "buyer", "walker", "trainee", "recruiter", "analyst",
]);

/** Accounts a price is charged per: one customer however many people use it. */
const ACCOUNTS = new Set([
  "shop", "store", "practice", "clinic", "location", "site", "family", "household", "home", "robot", "device",
  "machine", "vehicle", "truck", "van", "car", "team", "company", "business", "firm", "office", "school", "account",
  "organisation", "organization", "org", "workspace", "restaurant", "venue", "salon", "gym", "studio", "farm",
  "property", "branch", "hospital", "pharmacy", "hotel", "client", "customer", "brand", "project", "repo",
  "repository", "server", "instance", "unit", "building", "warehouse", "fleet", "camera", "sensor", "printer",
  "kitchen", "cafe", "agency", "department", "club", "church", "charity", "landlord", "garage", "dealership",
]);

/** Packs a price is charged per: a quantity bought together. */
const PACKS = new Set([
  "pack", "packet", "bag", "box", "bottle", "case", "bundle", "kit", "jar", "tin", "crate", "carton", "tub", "pouch",
  "set", "dozen", "sack", "can", "roll", "cartridge", "capsule", "bar", "loaf", "batch", "refill",
]);

export function periodNoun(word: string): PricePeriod | null {
  return PERIOD_NOUNS[word.toLowerCase()] ?? null;
}

export function periodWord(word: string): PricePeriod | null {
  return PERIOD_WORDS[word.toLowerCase()] ?? null;
}

/** What kind of thing a price is charged per; a noun nobody listed is a unit of use ("per walk", "per return"). */
export function chargeKind(lemma: string): ChargeKind {
  const lower = lemma.toLowerCase();
  // A capitalised plural comes back from wink unlemmatised ("Seats").
  const word = [lower, lower.replace(/s$/, "")].find((w) => PEOPLE.has(w) || PACKS.has(w) || ACCOUNTS.has(w)) ?? lower;
  if (PEOPLE.has(word)) return "person";
  if (PACKS.has(word)) return "pack";
  if (ACCOUNTS.has(word)) return "account";
  // "per planner", "per therapist": anyone the founder's customers are called is a person ("/hr" is an hour, not HR).
  const people = word.length > 3 ? personaOf(word) : undefined;
  if (people === "professionals" || people === "consumers") return "person";
  return "use";
}
