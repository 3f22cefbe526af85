import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cannedProfile } from "./fake-profile-answers.ts";

/**
 * The answers of a well-behaved model, as the fake LLM server and the unit tests' mock model give
 * them. Fixed answers are recorded in tests/fixtures/llm; the evidence answer is built from the
 * sources in the prompt (a model quotes what it is shown), with one quote naming a source that was
 * not shown and one quote that is not in its source, as real models sometimes produce.
 */
const FIXTURES = join(import.meta.dirname, "..", "fixtures", "llm");
const fixture = (name: string): string => readFileSync(join(FIXTURES, `${name}.json`), "utf8");

export const TASKS = ["planning-profile", "planning-queries", "analysis", "synthesis-scores", "synthesis-business", "synthesis-case-against", "improve-description", "experiment-wording"] as const;
export type Task = (typeof TASKS)[number];

export function taskOf(system: string): Task | null {
  const match = /^Task: ([\w-]+)\./m.exec(system);
  return match && (TASKS as readonly string[]).includes(match[1]!) ? (match[1] as Task) : null;
}

/** The fenced data blocks of a prompt, by their label. */
export function fencedBlocks(prompt: string): { label: string; body: string }[] {
  const blocks: { label: string; body: string }[] = [];
  const pattern = /([^\n]*):\n<<<DATA ([0-9a-f]+)\n([\s\S]*?)\n<<<END DATA \2/g;
  for (const match of prompt.matchAll(pattern)) blocks.push({ label: match[1]!, body: match[3]! });
  return blocks;
}

interface ShownSource {
  ref: string;
  title: string;
  text: string;
}

function shownSources(prompt: string): ShownSource[] {
  const block = fencedBlocks(prompt).find((b) => b.label.startsWith("Retrieved sources"));
  if (!block) return [];
  return block.body.split(/\n\n(?=\[R\d+\])/).flatMap((entry) => {
    const ref = /^\[(R\d+)\]/.exec(entry)?.[1];
    const title = /^Title: (.*)$/m.exec(entry)?.[1] ?? "";
    // A source read in full shows "Text:", one known by its search result "Snippet:".
    const text = /^(?:Text|Snippet): (.*)$/m.exec(entry)?.[1] ?? "";
    return ref ? [{ ref, title, text }] : [];
  });
}

const DIMENSION_CUES: readonly [string, RegExp][] = [
  ["pricing", /\$|price|pricing|per month|\bfee|cost|subscription|pay for/i],
  ["competition", /alternative|competitor|\bvs\b|instead of|switched|freshbooks|quickbooks|xero|bonsai|tool|software|app\b/i],
  ["timing", /20(2[3-9])|trend|growing|new law|regulation|recently|this year|now/i],
  ["pain", /late|unpaid|chas|frustrat|hate|struggl|problem|pain|waste|stress|never paid|overdue/i],
];

function dimensionOf(text: string): string {
  return DIMENSION_CUES.find(([, cue]) => cue.test(text))?.[0] ?? "demand";
}

/** The first sentence of a text, if it is a usable quote. */
function firstSentence(text: string): string | null {
  const clean = text.replace(/…$/, "");
  const sentence = clean.split(/(?<=[.!?])\s+/)[0]?.trim() ?? "";
  if (sentence.length < 20) return null;
  return sentence.length <= 200 ? sentence : null;
}

/** A source type as a model would tag it, from what the fake is shown. */
function sourceTypeOf(text: string, title: string): string {
  if (/wikipedia/i.test(title)) return "encyclopedia";
  if (/^(Ask HN|Show HN)|comment/i.test(title) || /\bI\b/.test(text)) return "discussion";
  if (/pricing|sign up|free trial/i.test(text)) return "vendor";
  return "article";
}

function evidenceAnswer(prompt: string): string {
  const sources = shownSources(prompt);
  const answer = sources.map((source, i) => {
    // The tags a model gives (source type; each quote's subject and kind): the fake reads them off the words so both paths are exercised.
    const quotes: { text: string; dimension: string; stance: string; subject?: boolean; kind?: string; also?: string[] }[] = [];
    const sentence = firstSentence(source.text);
    const event = (text: string) => /shut down|shutting down|ceased operations|discontinued|bankrupt/i.test(text);
    if (sentence) {
      quotes.push(event(sentence)
        ? { text: sentence, dimension: "competition", stance: "challenges", subject: true, kind: "event" }
        : { text: sentence, dimension: dimensionOf(sentence), stance: /not|never|no one|nobody|don't|won't/i.test(sentence) ? "challenges" : "supports", subject: true, kind: /\$\d/.test(sentence) ? "price" : "complaint", ...(/\$\d/.test(sentence) ? { also: ["pricing"] } : {}) });
    } else if (source.title.length >= 20) quotes.push({ text: source.title, dimension: dimensionOf(source.title), stance: "neutral", subject: true, kind: "feature" });
    // A paraphrase a careless model might present as a quote: the engine must drop it.
    if (i === 0) quotes.push({ text: "Every freelancer we surveyed would pay double for this exact product.", dimension: "demand", stance: "supports", subject: true, kind: "praise" });
    return { ref: source.ref, relevance: Math.max(3, 9 - i), type: sourceTypeOf(source.text, source.title), quotes };
  });
  // A source the model was never shown: the engine must drop it too.
  if (sources.length > 0) answer.push({ ref: "R999", relevance: 9, type: "discussion", quotes: [{ text: "Designers lose 20% of their income to late payments.", dimension: "pain", stance: "supports" }] });
  return JSON.stringify({ sources: answer });
}

const TOPIC_DIMENSIONS: Readonly<Record<string, readonly string[]>> = {
  demand: ["demand", "channels"],
  pricing: ["pricing"],
  pain: ["pain"],
  competition: ["competition"],
  timing: ["timing"],
};
const SCORE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  opportunity: ["demand", "pricing"],
  problem: ["pain"],
  feasibility: ["competition"],
  timing: ["timing"],
};

function scoresAnswer(prompt: string): string {
  const block = fencedBlocks(prompt).find((b) => b.label.startsWith("Verified evidence"));
  const evidence = [...(block?.body ?? "").matchAll(/^(E\d+) \[S\d+\] \((\w+), \w+\)/gm)].map((m) => ({ id: m[1]!, dimension: m[2]! }));
  const idsFor = (topic: string) => evidence.filter((e) => TOPIC_DIMENSIONS[topic]?.includes(e.dimension)).slice(0, 3).map((e) => e.id);
  const recorded = JSON.parse(fixture("synthesis-scores")) as Record<string, { value: number; reasoning: string }>;
  const answer: Record<string, { value: number; reasoning: string; evidenceIds: string[] }> = {};
  for (const [dimension, topics] of Object.entries(SCORE_TOPICS)) {
    const entry = recorded[dimension]!;
    const ids = topics.flatMap(idsFor);
    const reasoning = entry.reasoning.replace(/ ?\{(\w+)\}/g, (_m, topic: string) => {
      const cited = idsFor(topic);
      return cited.length ? ` (${cited.join(", ")})` : "";
    });
    answer[dimension] = { value: entry.value, reasoning, evidenceIds: ids };
  }
  return JSON.stringify(answer);
}

/**
 * The report's templated sentences reworded by their keys, only the fields it changes, as a model
 * that follows the task mostly does, with the slips a real model makes: a hypothetical interview
 * question, a confirmation with a number the founder never gave, a headline with an invented figure,
 * a weekly price turned monthly, a count that no longer agrees with its verb, a subheadline cut with
 * an ellipsis and a repeated phrase. The engine must keep the drafts' wording for those.
 */
function wordingAnswer(prompt: string): string {
  const block = fencedBlocks(prompt).find((b) => b.label.startsWith("Drafted fields"));
  const drafts = Object.entries(JSON.parse(block?.body ?? "{}") as Record<string, string>);
  const questions = [
    "Tell me about the last time a client paid you late. What happened?",
    "What do you use today to chase payments, and what does it cost you?",
    "How many hours did you spend chasing invoices last month?",
    "Would you pay for a tool that chases invoices for you?",
  ];
  const reworded = (key: string, text: string): string => {
    const field = key.replace(/^a\d\./, "").replace(/\.\d+$/, "");
    const index = Number(/\.(\d+)$/.exec(key)?.[1] ?? 0);
    switch (field) {
      case "statement": return `In short: ${text}`;
      case "why": return text.replace(/(\d) a week\b/g, "$1 a month");
      case "settled": return text.replace(/\b([2-9]|\d{2,}) (quote|source)s\b/, "$1 $2");
      case "whoToAsk": return `Start with ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
      case "question": return questions[index] ?? text;
      case "confirmation": return "They chased a late invoice in the last 90 days.";
      case "headline": return "Get paid 47% faster";
      case "subheadline": return `${text.slice(0, 40).trimEnd()}…`;
      case "benefit": return text.replace(/^Made for /, "Designed for ");
      case "offer": return "A month of invoice chasing done for you by hand, paid up front.";
      case "strength": return text.replace(/^Your description/, "The description");
      case "weakness": return `${text.split(" ").slice(0, 3).join(" ")} ${text}`;
      default: return text;
    }
  };
  // As asked, only the fields it changes.
  return JSON.stringify({ fields: drafts.map(([key, text]) => ({ key, text: reworded(key, text) })).filter((field, i) => field.text !== drafts[i]![1]) });
}

/**
 * The case against as a model writes it from the draft it is shown: the draft's points in the same
 * order, each quote and citation kept, under a summary of its own that quotes the strongest point.
 */
function caseAgainstAnswer(prompt: string): string {
  const draft = (fencedBlocks(prompt).find((b) => b.label.startsWith("Draft case against"))?.body ?? "").split("\n").filter(Boolean);
  const points = draft.slice(1);
  const lead = points.find((p) => !p.startsWith("From your description:")) ?? draft[0] ?? "";
  return JSON.stringify({ summary: `The strongest case against this idea — ${lead}`, points: points.length ? points : [lead] });
}

/** The profile a model reads from the founder's description it is shown: each idea its own, the recorded one for ideas the fake does not know. */
function profileAnswer(prompt: string): string {
  const description = fencedBlocks(prompt).find((b) => b.label.startsWith("Founder's description"))?.body ?? "";
  return cannedProfile(description) ?? fixture("planning-profile");
}

/** The JSON text a model would answer to this system prompt and prompt; null for a task it does not know. */
export function answerFor({ system, prompt }: { system: string; prompt: string }): string | null {
  switch (taskOf(system)) {
    case "planning-profile": return profileAnswer(prompt);
    case "planning-queries": return fixture("planning-queries");
    case "analysis": return evidenceAnswer(prompt);
    case "synthesis-scores": return scoresAnswer(prompt);
    case "synthesis-business": return fixture("synthesis-business");
    case "synthesis-case-against": return caseAgainstAnswer(prompt);
    case "improve-description": return fixture("improve-description");
    case "experiment-wording": return wordingAnswer(prompt);
    default: return null;
  }
}
