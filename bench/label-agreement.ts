// bench/label-agreement: how often two labellers agree on the research sets' sentences. A second labeller,
// who saw neither the first labels nor the pipeline, labelled a fixed sample of the train, outside, fresh and
// later sentences (tests/fixtures/research-second-labels) from the idea, the page's title and kind, and the
// sentences around each. Its agreement with the first labels is what a careful reader reaches on these labels:
// the ceiling against which the analyst's dimension and stance accuracy (bench/research.ts) are read.
import { readFileSync } from "node:fs";
import { loadResearchWorld, type WorldLabel, type WorldSet, type WorldStance } from "../tests/fakes/research-world.ts";

interface SecondLabel { set: WorldSet; idea: string; sentence: string; relevant: boolean; dimensions: string[]; stance: WorldStance }

const second = readFileSync(new URL("../tests/fixtures/research-second-labels/labels.jsonl", import.meta.url), "utf8")
  .split("\n").filter(Boolean).map((line) => JSON.parse(line) as SecondLabel);
const firstLabels = new Map<string, readonly WorldLabel[]>();
const firstOf = (label: SecondLabel): WorldLabel => {
  const key = `${label.set}/${label.idea}`;
  if (!firstLabels.has(key)) firstLabels.set(key, loadResearchWorld({ set: label.set }).find((entry) => entry.idea.slug === label.idea)?.labels ?? []);
  const first = firstLabels.get(key)!.find((l) => l.sentence === label.sentence);
  if (!first) throw new Error(`no first label for ${key}: ${label.sentence}`);
  return first;
};
const pairs = second.map((label) => ({ first: firstOf(label), second: label }));
const both = pairs.filter(({ first, second: s }) => first.relevant && s.relevant);
const pct = (part: number, whole: number) => `${Math.round((100 * part) / whole)}% (${part}/${whole})`;

/** Cohen's kappa of the two labellers' stances: agreement beyond what their label frequencies give by chance. */
function stanceKappa(): number {
  const observed = both.filter(({ first, second: s }) => first.stance === s.stance).length / both.length;
  const chance = (["supports", "challenges", "neutral"] as const).reduce((total, stance) =>
    total + (both.filter(({ first }) => first.stance === stance).length / both.length) * (both.filter(({ second: s }) => s.stance === stance).length / both.length), 0);
  return (observed - chance) / (1 - chance);
}

console.log("\nbench/label-agreement: a second labeller against the first labels (tests/fixtures/research-second-labels)");
console.log(`  sentences labelled twice:  ${pairs.length}`);
console.log(`  relevance agreement:       ${pct(pairs.filter(({ first, second: s }) => first.relevant === s.relevant).length, pairs.length)}`);
console.log(`  of sentences both call relevant (${both.length}):`);
console.log(`    stance agreement:        ${pct(both.filter(({ first, second: s }) => first.stance === s.stance).length, both.length)} (Cohen's kappa ${stanceKappa().toFixed(2)})`);
// As bench/research scores a reading: one dimension, right when it is among the first labels'.
console.log(`    dimension agreement:     ${pct(both.filter(({ first, second: s }) => s.dimensions[0] !== undefined && first.dimensions.includes(s.dimensions[0])).length, both.length)} (the second labeller's first dimension among the first's)`);
