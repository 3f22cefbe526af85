import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_KEYS, fixture } from "../../fakes/fake-source-servers.ts";
import { QUERY, startSourcesUnderTest } from "./helpers.ts";
import type { SourcesUnderTest } from "./helpers.ts";

let t: SourcesUnderTest;
beforeAll(async () => {
  t = await startSourcesUnderTest();
});
afterAll(async () => {
  await t.close();
});

describe("Tavily", () => {
  it("posts the query with the key and classifies each result by its site", async () => {
    const sources = await t.search("tavily");
    const request = t.fakes.servers.tavily.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_KEYS.tavily}`);
    expect(JSON.parse(request.body)).toMatchObject({ query: QUERY.query, max_results: 6, include_raw_content: true, topic: "general" });
    expect(sources.map((s) => [s.platform, s.type])).toEqual([["other", "article"], ["reddit", "discussion"], ["other", "review"]]);
    expect(sources[0]).toMatchObject({ title: "The 9 best invoicing apps for freelancers in 2024 | Zapier", date: "" });
    expect(sources[2]!.date).toBe("2024-06-02T00:00:00.000Z");
  });

  it("reads each page from its raw content, as prose without Markdown, with no second call", async () => {
    const before = t.fakes.servers.tavily.requests.length;
    const [zapier, reddit] = await t.search("tavily");
    expect(t.fakes.servers.tavily.requests.length - before).toBe(1);
    expect(zapier!.reading?.kind).toBe("page");
    expect(zapier!.reading?.text).toMatch(/^The 9 best invoicing apps for freelancers in 2025 Chasing clients for payment/);
    expect(zapier!.reading?.text).toContain("FreshBooks starts at $19 a month and sends automatic late-payment reminders.");
    expect(zapier!.reading?.text).not.toContain("#");
    // A result without raw content is left as its snippet.
    expect(reddit!.reading).toBeUndefined();
  });

  it("asks the news topic for timing queries, the one Tavily dates, and leaves general results undated", async () => {
    const sources = await t.search("tavily", { dimension: "timing", query: "freelance late payment law 2025" });
    expect(JSON.parse(t.fakes.servers.tavily.requests.at(-1)!.body)).toMatchObject({ topic: "news" });
    // A result without published_date is never given a made-up date.
    expect(sources[0]!.date).toBe("");
  });

  it("maps 432 (plan limit) to a quota failure", async () => {
    t.fakes.servers.tavily.enqueue({ status: 432, json: fixture("sources/tavily/plan-limit.json") });
    await expect(t.search("tavily")).rejects.toMatchObject({ kind: "quota", message: "Tavily usage limit of this plan is reached" });
  });
});

describe("Brave", () => {
  it("sends the subscription token and strips the highlight markup", async () => {
    const sources = await t.search("brave");
    const request = t.fakes.servers.brave.requests.at(-1)!;
    expect(request.headers["x-subscription-token"]).toBe(FAKE_KEYS.brave);
    expect(request.query.get("count")).toBe("6");
    expect(request.query.get("extra_snippets")).toBe("true");
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatchObject({ url: "https://www.freshbooks.com/invoice-software/freelancers", platform: "other", type: "article", date: "2024-05-21T09:12:33.000Z" });
    expect(sources[0]!.excerpt).toBe("Create professional invoices in seconds, get paid 2x faster with online payments and automatic late payment reminders.");
    expect(sources[1]).toMatchObject({ platform: "medium", type: "article", date: "" });
    expect(sources[1]!.excerpt).toContain("Reminders at 3, 7 and 14 days");
  });
});

describe("YouTube", () => {
  it("searches videos, skips channels and adds view counts from a statistics call", async () => {
    const before = t.fakes.servers.youtube.requests.length;
    const sources = await t.search("youtube");
    const [search, videos] = t.fakes.servers.youtube.requests.slice(before);
    expect(search!.path).toBe("/youtube/v3/search");
    expect(Object.fromEntries(search!.query)).toMatchObject({ part: "snippet", type: "video", q: QUERY.query, key: FAKE_KEYS.youtube });
    expect(videos!.path).toBe("/youtube/v3/videos");
    expect(videos!.query.get("id")).toBe("dQw4w9WgXcQ,3JZ_D3ELwOQ");
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatchObject({
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      type: "video",
      platform: "youtube",
      title: "How I Invoice Clients as a Freelancer (and Get Paid On Time) (Freelance Finance)",
      engagement: { views: 184231, comments: 412 },
    });
    expect(sources[1]!.title).toBe("Bonsai vs FreshBooks for Freelancers '24 - Honest Review (Solo Biz)");
  });

  it("keeps the videos when the statistics call fails", async () => {
    t.fakes.servers.youtube.enqueue({ json: fixture("sources/youtube/search.json") }, { status: 404, json: { error: { code: 404 } } });
    const sources = await t.search("youtube", { dimension: "demand", query: "freelance invoices" });
    expect(sources).toHaveLength(2);
    expect(sources[0]!.engagement).toEqual({});
  });

  it("maps quotaExceeded to a quota failure", async () => {
    t.fakes.servers.youtube.enqueue({ status: 403, json: fixture("sources/youtube/quota-exceeded.json") });
    await expect(t.search("youtube", { dimension: "channels", query: "quota" })).rejects.toMatchObject({ kind: "quota", message: "YouTube Data API quota spent (quotaExceeded)" });
  });
});

describe("Reddit (OAuth)", () => {
  it("signs in once with client credentials, then searches with the bearer token", async () => {
    const sources = await t.search("reddit");
    await t.search("reddit", { dimension: "demand", query: "second query" });
    const auth = t.fakes.servers.redditAuth.requests;
    expect(auth).toHaveLength(1);
    expect(auth[0]!.body).toBe("grant_type=client_credentials");
    const search = t.fakes.servers.reddit.requests[0]!;
    expect(search.headers.authorization).toMatch(/^bearer ey/);
    expect(Object.fromEntries(search.query)).toMatchObject({ q: QUERY.query, sort: "relevance", raw_json: "1" });
    // The removed post is left out.
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatchObject({
      title: "r/freelance: Would you pay for an invoicing tool that just chases late payments?",
      url: "https://www.reddit.com/r/freelance/comments/15k3v2q/would_you_pay_for_an_invoicing_tool_that_just/",
      type: "discussion",
      platform: "reddit",
      date: "2023-08-07T12:40:00.000Z",
      engagement: { score: 412, comments: 187 },
    });
    expect(sources[0]!.excerpt).toContain("Would you pay $8/month");
  });

  it("renews the token once when Reddit answers 401", async () => {
    const authBefore = t.fakes.servers.redditAuth.requests.length;
    t.fakes.servers.reddit.enqueue({ status: 401, json: { message: "Unauthorized", error: 401 } });
    const sources = await t.search("reddit", { dimension: "pricing", query: "third query" });
    expect(sources).toHaveLength(2);
    expect(t.fakes.servers.redditAuth.requests.length).toBe(authBefore + 1);
  });
});

describe("Product Hunt (GraphQL)", () => {
  it("matches the query to a topic and lists its most-voted launches", async () => {
    const before = t.fakes.servers.producthunt.requests.length;
    const sources = await t.search("producthunt");
    const calls = t.fakes.servers.producthunt.requests.slice(before).map((r) => JSON.parse(r.body) as { query: string; variables: Record<string, unknown> });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.variables).toEqual({ query: "invoicing freelancers" });
    expect(calls[1]!.variables).toEqual({ topic: "invoicing", first: 6 });
    expect(sources.map((s) => s.title)).toEqual(["Bonsai — All-in-one business management for freelancers", "Invoice Simple — Create and send invoices from your phone"]);
    expect(sources[0]).toMatchObject({ type: "review", engagement: { score: 1432, comments: 118 }, date: "2023-04-11T07:01:00.000Z" });
    expect(sources[1]!.excerpt).toBe("Create and send invoices from your phone (Product Hunt topic: Invoicing)");
  });

  it("tries a shorter topic, and answers nothing when no topic matches", async () => {
    const none = { json: fixture("sources/producthunt/topics-none.json") };
    t.fakes.servers.producthunt.enqueue(none, none);
    expect(await t.search("producthunt", { dimension: "competitors", query: "zzqx widget maker" })).toEqual([]);
  });

  it("reports a GraphQL error as a failure", async () => {
    t.fakes.servers.producthunt.enqueue({ json: { data: null, errors: [{ message: "Rate limit reached" }] } });
    await expect(t.search("producthunt")).rejects.toThrow("Product Hunt refused the query: Rate limit reached");
  });
});
