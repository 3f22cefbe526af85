import type { ResearchQuery, RetrievedSource, SourceConnector } from "../../../src/pipeline/types.ts";

/** Pages like those the keyless connectors return for an invoice-chasing idea. */
export const SAMPLE_SOURCES: readonly RetrievedSource[] = [
  {
    id: "hn-1", connector: "hackernews", type: "discussion", platform: "other", date: "2025-09-14T10:00:00Z",
    title: "Ask HN: How do you get clients to pay invoices on time?", url: "https://news.ycombinator.com/item?id=41000001",
    excerpt: "I spend at least a day every month chasing late invoices from clients. Some pay 60 days late and I have to send five reminders before anything happens.",
    engagement: { score: 312, comments: 188 },
  },
  {
    id: "hn-2", connector: "hackernews", type: "discussion", platform: "other", date: "2025-03-02T08:00:00Z",
    title: "Show HN: I built an automatic invoice reminder for freelancers", url: "https://news.ycombinator.com/item?id=41000002",
    excerpt: "After losing $4,000 to clients who simply forgot to pay, I built a tool that sends polite reminders automatically. Users pay $9 per month and most say it paid for itself in the first week.",
    engagement: { score: 145, comments: 61 },
  },
  {
    id: "se-1", connector: "stackexchange", type: "discussion", platform: "stackoverflow", date: "2024-11-20T12:00:00Z",
    title: "Best way to handle clients who never pay on time as a freelance designer?", url: "https://freelancing.stackexchange.com/questions/9001",
    excerpt: "Late payments are the most stressful part of freelancing for me. I have tried invoicing software with reminders but clients ignore automated emails.",
    engagement: { score: 41, comments: 12 },
  },
  {
    id: "gh-1", connector: "github", type: "other", platform: "github", date: "2025-06-30T00:00:00Z",
    title: "invoice-ninja/invoiceninja: open-source invoicing with automatic payment reminders", url: "https://github.com/invoiceninja/invoiceninja",
    excerpt: "Invoice Ninja is an open-source invoicing tool with recurring invoices, automatic reminders and online payments for freelancers and small businesses.",
    engagement: { score: 8200 },
  },
  {
    id: "wiki-1", connector: "wikipedia", type: "article", platform: "other", date: "2025-08-01T00:00:00Z",
    title: "Late Payment of Commercial Debts (Interest) Act 1998", url: "https://en.wikipedia.org/wiki/Late_Payment_of_Commercial_Debts_(Interest)_Act_1998",
    excerpt: "The Act gives businesses a statutory right to claim interest on late payment of commercial debts. New reporting rules introduced in 2024 require large firms to publish their payment practices.",
    engagement: {},
  },
  {
    id: "hn-3", connector: "hackernews", type: "discussion", platform: "other", date: "2021-01-10T00:00:00Z",
    title: "Invoice factoring for freelancers is a trap", url: "https://news.ycombinator.com/item?id=25000003",
    excerpt: "Factoring companies charge fees of 2 to 5 percent and many freelancers regret it. I would rather wait for the money than lose that much.",
    engagement: { score: 88, comments: 97 },
  },
];

/** A connector double that answers every query from a fixed list (or fails, or never answers). */
export function fixedConnector({ name, sources = SAMPLE_SOURCES.filter((s) => s.connector === name), fail, hang, delayMs = 0 }: {
  name: string; sources?: readonly RetrievedSource[]; fail?: string; hang?: boolean; delayMs?: number;
}): SourceConnector & { queries: ResearchQuery[] } {
  const queries: ResearchQuery[] = [];
  return {
    name,
    queries,
    async search(query, { signal, limit }) {
      queries.push(query);
      if (hang) return new Promise<RetrievedSource[]>(() => {});
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      signal.throwIfAborted();
      if (fail) throw new Error(fail);
      return sources.slice(0, limit).map((s) => ({ ...s, engagement: { ...s.engagement } }));
    },
  };
}

export function sampleConnectors(): (SourceConnector & { queries: ResearchQuery[] })[] {
  return ["hackernews", "stackexchange", "github", "wikipedia"].map((name) => fixedConnector({ name }));
}
