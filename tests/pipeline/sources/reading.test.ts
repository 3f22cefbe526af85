import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInFull, readingCounts } from "../../../src/pipeline/sources/read-in-full.ts";
import { readWebPage } from "../../../src/pipeline/sources/web-page.ts";
import { outboundClientFor } from "../../../src/pipeline/sources/index.ts";
import { createHttpClient } from "../../../src/pipeline/http/client.ts";
import type { ResponseCache } from "../../../src/pipeline/http/http-cache.ts";
import type { RetrievedSource } from "../../../src/pipeline/types.ts";
import { FAKE_KEYS } from "../../fakes/fake-source-servers.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";
import { startSourcesUnderTest } from "./helpers.ts";
import type { SourcesUnderTest } from "./helpers.ts";

let t: SourcesUnderTest;
beforeAll(async () => {
  t = await startSourcesUnderTest({ env: { STACKEXCHANGE_KEY: "se-key-123", RESEARCH_COMMENTS_PER_THREAD: "60" } });
});
afterAll(async () => {
  await t.close();
});

const signal = () => AbortSignal.timeout(5000);
const found = async (name: string) => (await t.search(name))[0]!;
const webSource = (path: string): RetrievedSource => ({
  id: `src_${path}`, title: "Late invoices", url: `${t.fakes.servers.web.origin}${path}`, type: "article", platform: "other",
  date: "", excerpt: "Freelancers spend hours chasing payment.", engagement: {}, connector: "brave",
});

describe("reading whole threads", () => {
  it("reads a Hacker News thread through Algolia items/:id, comments breadth-first, each with its own URL", async () => {
    const ask = await found("hackernews");
    const reading = await t.byName("hackernews").read!(ask, { signal: signal() });
    expect(t.fakes.servers.hackernews.requests.at(-1)!.path).toBe("/api/v1/items/38214772");
    expect(reading!.kind).toBe("thread");
    expect(reading!.text).toBe("I invoice about 15 clients a month and a third of them pay late. What do you use to send invoices and chase payment?");
    // 80 comments in the fixture, capped at RESEARCH_COMMENTS_PER_THREAD.
    expect(reading!.comments).toHaveLength(60);
    const first = reading!.comments[0]!;
    expect(first).toMatchObject({ author: "mkolb", date: "2024-01-10T10:00:00.000Z", url: "https://news.ycombinator.com/item?id=40000005" });
    // Its two paragraphs stay two lines: a block never runs into the next as one sentence.
    expect(first.text).toBe("I spend about three hours every month chasing late invoices and I hate every minute of it.\nStripe already sends automatic reminders for unpaid invoices, so I do not see the gap.");
    // All 16 top-level replies come before any deeper one.
    expect(reading!.comments.slice(0, 16).every((c, i, all) => i === 0 || Number(c.url.split("=")[1]) > Number(all[i - 1]!.url.split("=")[1]))).toBe(true);
  });

  it("reads a Stack Exchange question's answers and comments, the key in the Authorization header only", async () => {
    const question = await found("stackexchange");
    const before = t.fakes.servers.stackexchange.requests.length;
    const reading = await t.byName("stackexchange").read!(question, { signal: signal() });
    const calls = t.fakes.servers.stackexchange.requests.slice(before - 1);
    for (const call of calls) {
      expect(call.headers.authorization).toBe("Bearer se-key-123");
      expect(call.query.has("key")).toBe(false);
    }
    expect(calls.slice(1).map((c) => c.path).sort()).toEqual(["/2.3/questions/31877213/answers", "/2.3/questions/31877213/comments"]);
    expect(reading!.comments).toHaveLength(21);
    expect(reading!.comments[0]).toMatchObject({ url: "https://stackoverflow.com/a/31877300", author: "mkolb", points: 40 });
    expect(reading!.comments[0]!.text).toMatch(/^\(accepted answer\) We switched from FreshBooks to Invoice Ninja because the price kept going up\.\ncron: 0 9/);
    expect(reading!.comments[12]!.url).toBe("https://stackoverflow.com/questions/31877213#comment51877000_31877213");
  });

  it("reads a repository's README as prose and its recent issues (not pull requests) as what its users say", async () => {
    const repository = await found("github");
    const reading = await t.byName("github").read!(repository, { signal: signal() });
    const readme = t.fakes.servers.github.requests.find((r) => r.path.endsWith("/readme"))!;
    expect(readme.headers.accept).toBe("application/vnd.github.raw+json");
    expect(reading!.kind).toBe("repository");
    expect(reading!.text).toContain("The hosted Pro plan costs $10 a month; Enterprise starts at $14 a month.");
    expect(reading!.text).not.toMatch(/shields\.io|```|\*\*/);
    expect(reading!.comments).toHaveLength(17);
    expect(reading!.comments[0]).toMatchObject({ url: "https://github.com/invoiceninja/invoiceninja/issues/9000", author: "mkolb", points: 12 });
    expect(reading!.comments[0]!.text).toMatch(/^Payment reminders are not sent when the client has two contacts: Describe the bug/);
    expect(reading!.comments.some((c) => c.url.includes("/pull/"))).toBe(false);
    expect(repository.facts).toMatchObject({ stars: expect.any(Number), lastActivity: expect.stringMatching(/^\d{4}-/) });
  });

  it("reads a Reddit post's comments with the User-Agent Reddit's rules require, skipping removed ones", async () => {
    const post = await found("reddit");
    const reading = await t.byName("reddit").read!(post, { signal: signal() });
    const call = t.fakes.servers.reddit.requests.at(-1)!;
    expect(call.path).toBe("/comments/15k3v2q");
    expect(call.headers["user-agent"]).toBe(FAKE_KEYS.redditUserAgent);
    expect(t.fakes.servers.redditAuth.requests.at(-1)!.headers["user-agent"]).toBe(FAKE_KEYS.redditUserAgent);
    expect(reading!.text).toMatch(/^Half my clients pay late/);
    // 14 top-level comments and 28 replies, two of them removed.
    expect(reading!.comments).toHaveLength(40);
    expect(reading!.comments.some((c) => c.text === "[removed]" || c.author === "[deleted]")).toBe(false);
    expect(reading!.comments[0]!.url).toBe("https://www.reddit.com/r/freelance/comments/15k3v2q/would_you_pay_for_an_invoicing_tool_that_just/k00000/");
  });

  it("reads a whole Wikipedia article, not only its introduction", async () => {
    const article = (await t.search("wikipedia")).find((s) => s.url.endsWith("/Invoice"))!;
    const reading = await t.byName("wikipedia").read!(article, { signal: signal() });
    expect(t.fakes.servers.wikipedia.requests.at(-1)!.query.get("titles")).toBe("Invoice");
    expect(reading!.text).toContain("the Late Payment Directive gives businesses the right to charge interest");
  });
});

describe("reading web pages", () => {
  it("keeps a page's article and drops its navigation, scripts and footer", async () => {
    const reading = await readWebPage({ http: outboundClientFor({ config: t.config, db: null, log: silentLogger }), source: webSource("/articles/late-invoices"), signal: signal(), limits: { commentsPerThread: 10 } });
    expect(reading!.kind).toBe("page");
    expect(reading!.text).toContain("Freelancers in our survey of 1,200 designers and developers said they spend an average of 3.5 hours a month chasing payment.");
    expect(reading!.text).toContain("“It is not the software that is hard, it is the conversation,” one illustrator told us.");
    expect(reading!.text).not.toMatch(/Log in|window\.track|Privacy/);
  });

  it("leaves a page with no article, or one that is not HTML, as its snippet", async () => {
    const http = outboundClientFor({ config: t.config, db: null, log: silentLogger });
    expect(await readWebPage({ http, source: webSource("/empty"), signal: signal(), limits: { commentsPerThread: 10 } })).toBeNull();
    expect(await readWebPage({ http, source: webSource("/report.pdf"), signal: signal(), limits: { commentsPerThread: 10 } })).toBeNull();
  });

  it("goes through the SSRF guard: a page on a private address is refused unless allowed", async () => {
    const guarded = createHttpClient({ config: { ...t.config.outbound, allowPrivateHosts: [] }, log: silentLogger, userAgent: "test" });
    const before = t.fakes.servers.web.requests.length;
    await expect(readWebPage({ http: guarded, source: webSource("/articles/a"), signal: signal(), limits: { commentsPerThread: 10 } }))
      .rejects.toMatchObject({ kind: "blocked" });
    expect(t.fakes.servers.web.requests.length).toBe(before);
    await guarded.close();
  });

  it("goes through the cache: a page read twice is fetched once", async () => {
    const stored = new Map<string, { status: number; body: string }>();
    const cache: ResponseCache = {
      get: async (key) => (stored.has(key) ? { ...stored.get(key)!, fetchedAt: new Date() } : null),
      set: async ({ key, status, body }) => { stored.set(key, { status, body }); },
    };
    const cached = createHttpClient({ config: t.config.outbound, log: silentLogger, userAgent: "test", cache });
    const before = t.fakes.servers.web.requests.length;
    const first = await readWebPage({ http: cached, source: webSource("/articles/cached"), signal: signal(), limits: { commentsPerThread: 10 } });
    const second = await readWebPage({ http: cached, source: webSource("/articles/cached"), signal: signal(), limits: { commentsPerThread: 10 } });
    expect(second).toEqual(first);
    expect(t.fakes.servers.web.requests.length - before).toBe(1);
    await cached.close();
  });
});

describe("readInFull", () => {
  it("reads the best sources at once, counts pages, threads and comments, and keeps a failed read as its snippet", async () => {
    const [hn, se, gh] = await Promise.all([found("hackernews"), found("stackexchange"), found("github")]);
    const page = webSource("/articles/one");
    const missing = webSource("/gone");
    const outcome = await readInFull({ sources: [hn, se, gh, page, missing], connectors: t.connectors, max: 10, deadline: Date.now() + 5000, signal: signal() });
    expect([...outcome.readings.keys()].sort()).toEqual([hn.id, se.id, gh.id, page.id].sort());
    expect(outcome.failed).toEqual([{ url: missing.url, reason: expect.stringMatching(/answered 404/) }]);
    expect(readingCounts(outcome.readings.values())).toEqual({ pagesRead: 1, threadsRead: 3, commentsRead: 60 + 21 + 17 });
  });

  it("reads only the first `max` readable sources, and counts a source that came with its text without a call", async () => {
    const [zapier] = await t.search("tavily");
    const hn = await found("hackernews");
    const before = t.fakes.servers.hackernews.requests.length;
    const outcome = await readInFull({ sources: [zapier!, hn], connectors: t.connectors, max: 1, deadline: Date.now() + 5000, signal: signal() });
    expect([...outcome.readings.keys()]).toEqual([zapier!.id]);
    expect(outcome.attempted).toBe(0);
    expect(t.fakes.servers.hackernews.requests.length).toBe(before);
  });

  it("stops at the deadline and counts what was still being read", async () => {
    const hn = await found("hackernews");
    t.fakes.servers.hackernews.enqueue({ hang: true });
    const outcome = await readInFull({ sources: [hn], connectors: t.connectors, max: 5, deadline: Date.now() + 300, signal: signal() });
    expect(outcome.readings.size).toBe(0);
    expect(outcome.unfinished).toBe(1);
  });
});

describe("read allowances", () => {
  it("reads no more of a connector's results than its allowance per run (keyless GitHub: 3)", async () => {
    const github = t.byName("github");
    expect(github.readsPerRun).toBe(3);
    const [repository] = await t.search("github");
    const copies = Array.from({ length: 5 }, (_, i) => ({ ...repository!, id: `${repository!.id}-${i}`, url: `${repository!.url}-${i}` }));
    const outcome = await readInFull({ sources: copies, connectors: t.connectors, max: 10, deadline: Date.now() + 5000, signal: signal() });
    expect(outcome.attempted).toBe(3);
  });
});
