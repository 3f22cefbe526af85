// bench/founder-reading: how the description is read, on real descriptions people wrote of their own
// products (tests/fixtures/founder-descriptions, each hand-labelled with the words any right reading of
// what the product is must use, and the customer as written). It prints, over the train and the
// held-out test half: the share whose subject names the product, the share of the plan's queries that
// name it, and the share of stated customers read; then the train descriptions read wrong.
// `node bench/founder-reading.ts`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { profileFromText } from "../src/pipeline/analysts/text-analyst/profile.ts";
import { draftResearchPlan } from "../src/pipeline/analysts/text-analyst/search-plan.ts";

interface Labelled {
  url: string;
  description: string;
  /** Words of the description, any of which a right reading of what the product is or does uses. */
  subjectWords: string[];
  /** The customer as the description names it; null when it names none. */
  customer: string | null;
  /** "train" lines may shape the rules; "test" lines are held out. */
  split: "train" | "train2" | "train3" | "train4" | "train5" | "train6" | "train7" | "test" | "test2" | "test3" | "test4" | "test5";
}

interface Reading { subjectRight: boolean; queries: number; queriesNaming: number; customerRight: boolean | null; line: string }

const FIXTURE = join(import.meta.dirname, "..", "tests", "fixtures", "founder-descriptions", "descriptions.jsonl");
const labelled = readFileSync(FIXTURE, "utf8").split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line) as Labelled);

/** A word without its plural, then without a verb's or a doer's ending: the bench's own rough measure ("finances" = "finance", "tracking" = "tracker" = "track"). */
const base = (word: string) => word.toLowerCase()
  .replace(/ies$/, "y").replace(/(s|x|z|ch|sh)es$/, "$1").replace(/([^s])s$/, "$1")
  .replace(/(?:ing|ion|ment|er|e)$/, "");
const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map(base);
const names = (text: string, words: readonly string[]) => words.some((word) => wordsOf(word).every((part) => wordsOf(text).includes(part)));

function read(item: Labelled): Reading {
  try {
    return readOne(item);
  } catch (error) {
    return { subjectRight: false, queries: 0, queriesNaming: 0, customerRight: item.customer === null ? null : false, line: `${item.split} the reading failed: ${(error as Error).message.slice(0, 80)}\n      ${item.description.slice(0, 160)}` };
  }
}

function readOne(item: Labelled): Reading {
  const profile = profileFromText({ id: "bench", title: null, description: item.description, country: "US", validationMode: "deep" });
  const subject = profile.reading.subject;
  const queries = draftResearchPlan({ profile, mode: "deep" }).queries.map((q) => q.query);
  const subjectRight = subject !== null && names(`${subject.phrase} ${subject.named}`, item.subjectWords);
  const customerRight = item.customer === null ? null : profile.customer !== null && wordsOf(item.customer).some((word) => wordsOf(profile.customer!).includes(word));
  const line = `${item.split} ${subjectRight ? "" : "subject ✗ "}${customerRight === false ? "customer ✗ " : ""}read "${subject?.phrase ?? "—"}" for [${item.subjectWords.join(", ")}], customer ${profile.customer ?? "—"} for ${item.customer ?? "—"}\n      ${item.description.slice(0, 160)}`;
  return { subjectRight, queries: queries.length, queriesNaming: queries.filter((query) => names(query, item.subjectWords)).length, customerRight, line };
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${Math.round((100 * part) / whole)}% (${part}/${whole})`);

console.log("\nbench/founder-reading: real descriptions of people's own products (tests/fixtures/founder-descriptions)\n");
const readings = labelled.map((item) => ({ item, reading: read(item) }));
const heldOut = (item: Labelled) => item.split.startsWith("test");
const parts = [
  { title: "train", holds: (item: Labelled) => ["train", "train2", "train3"].includes(item.split) },
  { title: "train4 (founders' pitches, gathered on 2026-11-28 after test3)", holds: (item: Labelled) => item.split === "train4" },
  { title: "train5 (idea descriptions and pitches, gathered on 2026-11-28 after train4's rules)", holds: (item: Labelled) => item.split === "train5" },
  { title: "train6 (small and local businesses in their owners' words, gathered on 2026-11-28)", holds: (item: Labelled) => item.split === "train6" },
  { title: "train7 (ideas as people put them up for validation, gathered on 2026-11-28)", holds: (item: Labelled) => item.split === "train7" },
  { title: "held-out test", holds: (item: Labelled) => item.split === "test" },
  { title: "held-out test2 (gathered after the rules above were made)", holds: (item: Labelled) => item.split === "test2" },
  { title: "held-out test3 (founders' pitches, gathered and labelled by a helper on 2026-11-28)", holds: (item: Labelled) => item.split === "test3" },
  { title: "held-out test4 (small and local businesses in their owners' words, gathered and labelled by a helper beside train6)", holds: (item: Labelled) => item.split === "test4" },
  { title: "held-out test5 (ideas put up for validation, gathered and labelled by a helper beside train7)", holds: (item: Labelled) => item.split === "test5" },
];
for (const { title, holds } of parts) {
  const part = readings.filter(({ item }) => holds(item)).map(({ reading }) => reading);
  if (part.length === 0) continue;
  const customers = part.filter((r) => r.customerRight !== null);
  console.log(`  ${title} descriptions (${part.length}):`);
  console.log(`    subject names the product:  ${percent(part.filter((r) => r.subjectRight).length, part.length)}`);
  console.log(`    queries naming the product: ${percent(part.reduce((n, r) => n + r.queriesNaming, 0), part.reduce((n, r) => n + r.queries, 0))}`);
  console.log(`    stated customer read:       ${percent(customers.filter((r) => r.customerRight).length, customers.length)}`);
}
// Only the train half's: rules are made from these, never from the held-out half.
const wrong = readings.filter(({ item, reading }) => !heldOut(item) && (!reading.subjectRight || reading.customerRight === false));
console.log(`\n  train descriptions read wrong (${wrong.length}):`);
for (const { reading } of wrong) console.log(`    ${reading.line}`);
