import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../fakes/fake-source-servers.ts";
import { QUERY, startSourcesUnderTest } from "./helpers.ts";
import type { SourcesUnderTest } from "./helpers.ts";

let t: SourcesUnderTest;
beforeAll(async () => {
  t = await startSourcesUnderTest();
});
afterAll(async () => {
  await t.close();
});

describe("Hacker News (Algolia)", () => {
  it("searches stories and cites the HN discussion it read, not the linked article", async () => {
    const before = t.fakes.servers.hackernews.requests.length;
    const sources = await t.search("hackernews");
    const [request, commentSearch] = t.fakes.servers.hackernews.requests.slice(before);
    expect(request!.path).toBe("/api/v1/search");
    expect(request!.query.get("query")).toBe(QUERY.query);
    expect(request!.query.get("tags")).toBe("story");
    expect(request!.query.get("hitsPerPage")).toBe("6");
    // Three stories leave room for three more: comment search brings the threads those comments are in.
    expect(commentSearch!.query.get("tags")).toBe("comment");
    expect(sources).toHaveLength(6);
    const [ask, show, link] = sources;
    expect(ask).toMatchObject({
      title: "Ask HN: What do you use for invoicing as freelancers?",
      url: "https://news.ycombinator.com/item?id=38214772",
      type: "discussion",
      platform: "other",
      date: "2023-11-09T14:02:11.000Z",
      engagement: { score: 187, comments: 142 },
      connector: "hackernews",
    });
    expect(ask!.excerpt).toMatch(/^I've been doing contract work for three years/);
    expect(ask!.excerpt).not.toMatch(/<p>|&#x27;/);
    expect(ask!.id).toMatch(/^src_[0-9a-f]{16}$/);
    expect(show!.url).toBe("https://news.ycombinator.com/item?id=36877419");
    expect(link!.excerpt).toBe("Discussion of a link to example-news.com.");
    expect(new Set(sources.map((s) => s.id)).size).toBe(6);
    expect(sources[3]).toMatchObject({
      title: "Show HN: I automated my freelance invoicing",
      url: "https://news.ycombinator.com/item?id=39990000",
      excerpt: "Honestly I would pay $10 a month for something that just sends the reminders for me.",
      type: "discussion",
    });
  });

  it("honours the limit", async () => {
    expect(await t.search("hackernews", QUERY, 2)).toHaveLength(2);
  });

  it("answers nothing for a search with no hits", async () => {
    t.fakes.servers.hackernews.enqueue({ json: fixture("sources/hackernews/search-empty.json") });
    expect(await t.search("hackernews", { dimension: "pain", query: "zzqx nonexistent" })).toEqual([]);
  });
});

describe("Stack Exchange", () => {
  it("searches questions with bodies, decodes the gzip answer and the HTML", async () => {
    const sources = await t.search("stackexchange");
    const request = t.fakes.servers.stackexchange.requests.at(-1)!;
    expect(request.path).toBe("/2.3/search/advanced");
    expect(Object.fromEntries(request.query)).toMatchObject({ q: QUERY.query, site: "stackoverflow", sort: "relevance", filter: "withbody", pagesize: "6" });
    expect(request.query.has("key")).toBe(false);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatchObject({
      title: "Generating recurring invoices with automatic payment reminders & late fees",
      url: "https://stackoverflow.com/questions/31877213/generating-recurring-invoices-with-automatic-payment-reminders",
      type: "discussion",
      platform: "stackoverflow",
      date: "2015-07-30T10:47:00.000Z",
      engagement: { score: 41, comments: 7, views: 48213 },
    });
    expect(sources[0]!.excerpt).toContain("I'm building a small tool for freelancers that needs to send recurring invoices");
    expect(sources[1]!.title).toBe("Stripe invoice in client's currency for freelancers");
  });
});

describe("GitHub", () => {
  it("searches repositories and reports stars, activity and topics", async () => {
    const sources = await t.search("github");
    const request = t.fakes.servers.github.requests.at(-1)!;
    expect(request.path).toBe("/search/repositories");
    expect(request.query.get("q")).toBe(QUERY.query);
    expect(request.headers.accept).toBe("application/vnd.github+json");
    expect(request.headers.authorization).toBeUndefined();
    expect(sources.map((s) => s.title)).toEqual(["invoiceninja/invoiceninja", "crater-invoice/crater"]);
    expect(sources[0]).toMatchObject({
      url: "https://github.com/invoiceninja/invoiceninja",
      platform: "github",
      type: "other",
      date: "2024-09-18T10:02:55.000Z",
      engagement: { score: 8612, comments: 112 },
    });
    expect(sources[0]!.excerpt).toContain("topics: invoice, invoices, invoicing");
    expect(sources[1]!.excerpt).toContain("Open Source Invoicing Solution for Individuals & Businesses");
    expect(sources[1]!.excerpt).toContain("archived");
  });
});

describe("Wikipedia", () => {
  it("searches articles in one call and keeps the search order", async () => {
    const sources = await t.search("wikipedia");
    const request = t.fakes.servers.wikipedia.requests.at(-1)!;
    expect(Object.fromEntries(request.query)).toMatchObject({ action: "query", generator: "search", gsrsearch: QUERY.query, prop: "info|extracts", formatversion: "2" });
    expect(sources.map((s) => s.title)).toEqual(["Invoice", "Freelancer", "Electronic invoicing"]);
    expect(sources[0]).toMatchObject({ url: "https://en.wikipedia.org/wiki/Invoice", type: "article", platform: "other", date: "2024-09-15T17:42:01.000Z" });
    expect(sources[0]!.excerpt).toMatch(/^An invoice, bill or tab is a commercial document/);
  });

  it("answers nothing when the search finds nothing", async () => {
    t.fakes.servers.wikipedia.enqueue({ json: fixture("sources/wikipedia/search-none.json") });
    expect(await t.search("wikipedia")).toEqual([]);
  });

  it("reports an API error answer as a failure with Wikipedia's reason", async () => {
    t.fakes.servers.wikipedia.enqueue({ json: fixture("sources/wikipedia/error-maxlag.json") });
    await expect(t.search("wikipedia")).rejects.toThrow("Wikipedia refused the search: Waiting for 10.64.48.23: 6 seconds lagged.");
  });
});

describe("answers that are not what the API documents", () => {
  it("fails with a clear message instead of inventing sources", async () => {
    t.fakes.servers.github.enqueue({ json: { total_count: 1, items: [{ name: "no full_name or html_url" }] } });
    await expect(t.search("github")).rejects.toThrow(/GitHub search sent an answer we do not understand \(at items\.0\.full_name\)/);
    t.fakes.servers.hackernews.enqueue({ body: "<html>maintenance</html>" });
    await expect(t.search("hackernews", { dimension: "demand", query: "other query" })).rejects.toMatchObject({ kind: "invalid" });
  });
});
