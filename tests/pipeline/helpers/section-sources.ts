import type { EvidenceItem, ResearchedSource, ResearchResult } from "../../../src/pipeline/contracts/checkpoints.ts";
import type { SectionInput } from "../../../src/pipeline/report/sections/source-facts.ts";

/** Sources as research keeps them, one of each kind the competitor landscape reads. */
const base = { type: "other" as const, platform: "other" as const, relevance: 7, date: "2026-03-01T00:00:00.000Z" };

export const FIXTURE_SOURCES: ResearchedSource[] = [
  {
    ...base, id: "src_repo", title: "walkies/dogwalk-scheduler", url: "https://github.com/walkies/dogwalk-scheduler", platform: "github",
    excerpt: "Open-source scheduling for dog walkers. Recurring walks and route tracking.", engagement: { score: 1240, comments: 37 }, connectors: ["github"],
  },
  {
    ...base, id: "src_launch", title: "PawRoute — Routes and invoices for pet sitters", url: "https://www.producthunt.com/posts/pawroute", type: "review",
    excerpt: "PawRoute plans walking routes. Plans start at $9 per month.", engagement: { score: 412, comments: 18 }, connectors: ["producthunt"], date: "2025-11-20T00:00:00.000Z",
  },
  {
    ...base, id: "src_web", title: "Time To Pet - Pet Sitting Software", url: "https://www.timetopet.com/", type: "article",
    excerpt: "Time To Pet is the pet sitting software for growing businesses.", connectors: ["brave"], dimensions: ["competitors"],
  },
  {
    ...base, id: "src_list", title: "10 best dog walking apps in 2026", url: "https://example.com/best-dog-walking-apps", type: "article",
    excerpt: "A list of apps.", connectors: ["brave"], dimensions: ["competitors"],
  },
  {
    ...base, id: "src_thread", title: "Ask HN: How do you run a dog walking business?", url: "https://news.ycombinator.com/item?id=1", type: "discussion",
    excerpt: "We switched to Rover last year. Rover takes a 20% cut, which is too expensive for small walkers. Most of us still use Google Calendar.",
    engagement: { score: 88, comments: 64 }, connectors: ["hackernews"],
  },
];

export const FIXTURE_RESEARCH: ResearchResult = {
  sources: FIXTURE_SOURCES,
  consulted: [{ name: "github", queries: 2, results: 1 }, { name: "hackernews", queries: 3, results: 1 }, { name: "brave", queries: 2, results: 2 }, { name: "producthunt", queries: 1, results: 1 }],
  skipped: [],
  queriesPlanned: 8,
  note: "All planned queries ran.",
};

export function sectionInput({ sources = FIXTURE_SOURCES, evidence = [], research = FIXTURE_RESEARCH }: {
  sources?: ResearchedSource[]; evidence?: EvidenceItem[]; research?: ResearchResult;
} = {}): SectionInput {
  return { sources, retrieved: sources, evidence, research };
}
