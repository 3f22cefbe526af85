import { get as httpGet } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_KEYS } from "./fake-source-servers.ts";
import { loadResearchWorld, matchesEveryWord, rankedByQuery } from "./research-world.ts";
import { startResearchWorldServers, type ResearchWorldServers } from "./research-world-servers.ts";

let world: ResearchWorldServers;
beforeAll(async () => { world = await startResearchWorldServers(); });
afterAll(async () => { await world.close(); });

// The answers are checked field by field against each API's documented shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;
const getJson = async (url: string, init?: RequestInit): Promise<{ status: number; body: Answer }> => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
};

describe("research world data", () => {
  it("holds ten ideas, at least 400 labelled sentences and a test part of three ideas and a quarter of the sentences", () => {
    const entries = loadResearchWorld();
    const labels = entries.flatMap((e) => e.labels);
    expect(entries).toHaveLength(10);
    expect(labels.length).toBeGreaterThanOrEqual(400);
    expect(entries.filter((e) => e.idea.split === "test").length).toBeGreaterThanOrEqual(3);
    expect(labels.filter((l) => l.split === "test").length / labels.length).toBeGreaterThanOrEqual(0.25);
    for (const { sources, labels: ideaLabels } of entries) {
      for (const label of ideaLabels) {
        const source = sources.find((s) => s.id === label.sourceId)!;
        const texts = [source.text, ...(source.comments ?? []).map((c) => c.text), ...(source.issues ?? []).map((i) => i.text)];
        expect(texts.some((text) => text.includes(label.sentence))).toBe(true);
      }
    }
  });
});

describe("the markets outside the world", () => {
  it("holds twelve ideas the world does not, each sentence labelled word for word from its source, each source attributed", () => {
    const outside = loadResearchWorld({ set: "outside" });
    expect(outside).toHaveLength(12);
    const worldSlugs = new Set(loadResearchWorld().map((e) => e.idea.slug));
    for (const { idea, sources, labels } of outside) {
      expect(worldSlugs.has(idea.slug)).toBe(false);
      expect(idea.split).toBe("outside");
      for (const source of sources) expect(source.url).toMatch(/^https?:\/\//);
      for (const source of sources) expect(source.licence.length).toBeGreaterThan(0);
      for (const label of labels) expect(sources.find((s) => s.id === label.sourceId)!.text.includes(label.sentence)).toBe(true);
    }
    expect(outside.flatMap((e) => e.labels).length).toBeGreaterThanOrEqual(1000);
  });
});

describe("the markets gathered after the rules", () => {
  it("hold ideas no other set holds, each sentence labelled word for word from its source, each source attributed", () => {
    const squash = (text: string) => text.replace(/\s+/g, " ");
    const seen = new Set([...loadResearchWorld(), ...loadResearchWorld({ set: "outside" })].map((e) => e.idea.slug));
    for (const set of ["fresh", "later", "recent", "latest", "newest", "further", "beyond", "onward"] as const) {
      const markets = loadResearchWorld({ set });
      expect(markets.length, set).toBeGreaterThanOrEqual(4);
      for (const { idea, sources, labels } of markets) {
        expect(seen.has(idea.slug), idea.slug).toBe(false);
        seen.add(idea.slug);
        expect(idea.split).toBe(set);
        for (const source of sources) expect(source.url).toMatch(/^https?:\/\//);
        for (const source of sources) expect(source.licence.length).toBeGreaterThan(0);
        for (const label of labels) {
          const source = sources.find((s) => s.id === label.sourceId)!;
          // A sentence that runs over a line break is read with the break as a space, as the sentence reader reads it; an issue's title is its own sentence.
          const texts = [source.text, ...(source.comments ?? []).map((c) => c.text), ...(source.issues ?? []).flatMap((i) => [i.title, i.text])].map(squash);
          expect(texts.some((text) => text.includes(squash(label.sentence))), label.sentence).toBe(true);
        }
      }
    }
  });
});

describe("all-words matching", () => {
  it("needs every word of the query, in any case, and tolerates a plural", () => {
    expect(matchesEveryWord("Dog Walkers app", "An app for dog walker bookings")).toBe(true);
    expect(matchesEveryWord("dog walking alternatives", "Dog walking apps compared")).toBe(false);
    expect(matchesEveryWord("feature flags stars:>10", "Open source feature flag service")).toBe(true);
  });
});

describe("ranking what a search finds", () => {
  const page = (title: string, text: string) => ({ title, text });
  const titles = (query: string, pages: ReadonlyArray<{ title: string; text: string }>) => rankedByQuery(query, pages, (p) => p).map((p) => p.title);

  it("puts the page whose title and text use the query's words first, a short page's uses counting for more", () => {
    const long = page("A long article", `${"Other news of the week. ".repeat(60)}It mentions family plans once.`);
    const short = page("Family plans", "Share your storage with up to five family members on one of our plans.");
    expect(titles("family plans", [long, short])).toEqual(["Family plans", "A long article"]);
    expect(titles("week news", [short, long])).toEqual(["A long article", "Family plans"]);
  });

  it("keeps the given order between pages that answer equally well", () => {
    expect(titles("storage", [page("One", "storage"), page("Two", "storage")])).toEqual(["One", "Two"]);
  });
});

describe("research world servers", () => {
  it("answer Hacker News story and comment searches in Algolia's shape, and a whole thread from items/:id", async () => {
    const stories = await getJson(`${world.env.HN_API_URL}/search?query=just%20pay%20me&tags=story`);
    expect(stories.body.hits[0]).toMatchObject({ objectID: "4285171", title: "Just pay me." });
    const comments = await getJson(`${world.env.HN_API_URL}/search?query=late%20fees%20critical&tags=comment`);
    expect(comments.body.hits[0]).toMatchObject({ story_id: 4285171, story_title: "Just pay me.", author: "rwhitman" });
    expect((await getJson(`${world.env.HN_API_URL}/search?query=late%20fees%20critical%20pricing&tags=comment`)).body.hits).toEqual([]);
    const thread = await getJson(`${world.env.HN_API_URL}/items/4285171`);
    expect(thread.body.children).toHaveLength(3);
    expect(thread.body.children[0].text).toContain("<p>Late fees are critical.");
  });

  it("answer GitHub repository search, the raw README and the issues list", async () => {
    const search = await getJson(`${world.env.GITHUB_API_URL}/search/repositories?q=open%20source%20feature%20flagging`);
    expect(search.body.items.map((r: { full_name: string }) => r.full_name)).toEqual(["Unleash/unleash"]);
    const readme = await fetch(`${world.env.GITHUB_API_URL}/repos/Unleash/unleash/readme`, { headers: { accept: "application/vnd.github.raw+json" } });
    expect(await readme.text()).toContain("Unleash is a powerful open source solution for feature management.");
    const issues = await getJson(`${world.env.GITHUB_API_URL}/repos/PostHog/posthog/issues`);
    expect(issues.body.map((i: { number: number }) => i.number)).toEqual([3848, 14817, 19888, 2141]);
  });

  it("answer Wikipedia search with canonical URLs and the whole article from extracts", async () => {
    const search = await getJson(`${world.env.WIKIPEDIA_API_URL}?action=query&generator=search&gsrsearch=Theranos%20blood&prop=info%7Cextracts`);
    expect(search.body.query.pages[0]).toMatchObject({ title: "Theranos", canonicalurl: "https://en.wikipedia.org/wiki/Theranos" });
    const article = await getJson(`${world.env.WIKIPEDIA_API_URL}?action=query&prop=extracts&titles=Theranos`);
    expect(article.body.query.pages[0].extract).toContain("These claims were proven to be false.");
    expect((await getJson(`${world.env.WIKIPEDIA_API_URL}?action=query&generator=search&gsrsearch=Theranos%20alternatives&prop=extracts`)).body.query).toBeUndefined();
  });

  it("answer Tavily and Brave with results on the fake web site, which serves each page as HTML", async () => {
    const tavily = await getJson(`${world.env.TAVILY_API_URL}/search`, {
      method: "POST", headers: { authorization: `Bearer ${FAKE_KEYS.tavily}`, "content-type": "application/json" }, body: JSON.stringify({ query: "Quibi shut down" }),
    });
    expect(tavily.body.results.length).toBeGreaterThan(0);
    expect(tavily.body.results[0].raw_content).toContain("Quibi");
    const brave = await getJson(`${world.env.BRAVE_API_URL}/web/search?q=dog%20walking%20apps`, { headers: { "x-subscription-token": FAKE_KEYS.brave } });
    const first = brave.body.web.results[0] as { url: string; description: string };
    // Under the page's own host name, on the fake web site's port (the pipeline's resolver sends it there).
    expect(new URL(first.url).port).toBe(new URL(world.servers.web.origin).port);
    expect(new URL(first.url).hostname).not.toBe("127.0.0.1");
    const page = await getWithHost(first.url, world.servers.web.origin);
    expect(page.contentType).toContain("text/html");
    expect(page.body).toContain("<article>");
    expect((await getJson(`${world.env.BRAVE_API_URL}/web/search?q=dog%20walking%20quantum`, { headers: { "x-subscription-token": FAKE_KEYS.brave } })).body.web.results).toEqual([]);
  });

  it("find by a replaced finder when one is set, and by every word again once it is cleared", async () => {
    const search = () => getJson(`${world.env.BRAVE_API_URL}/web/search?q=anything%20at%20all`, { headers: { "x-subscription-token": FAKE_KEYS.brave } });
    world.setFinder((_query, source) => source.id.startsWith("garden-"));
    const found = (await search()).body.web.results as { title: string }[];
    world.setFinder(null);
    expect(found.map((r) => r.title)).toContain("AeroGarden is shutting down");
    expect((await search()).body.web.results).toEqual([]);
  });

  it("serve a repository two markets hold as the records shown: one market measured alone reads only its own copy", async () => {
    const markets = [...loadResearchWorld({ set: "newest" }), ...loadResearchWorld({ set: "beyond" })];
    const shared = await startResearchWorldServers({ world: markets });
    try {
      const readme = async () => (await fetch(`${shared.env.GITHUB_API_URL}/repos/ripienaar/free-for-dev/readme`, { headers: { accept: "application/vnd.github.raw+json" } })).text();
      const issues = async () => (await getJson(`${shared.env.GITHUB_API_URL}/repos/ripienaar/free-for-dev/issues`)).body.map((i: { title: string }) => i.title) as string[];
      expect(await readme()).toContain("Better Stack - Uptime monitoring");
      expect(await readme()).toContain("appveyor.com - CD service for Windows");
      const uptime = new Set(markets.find((e) => e.idea.slug === "uptime-monitoring")!.sources.map((s) => s.id));
      shared.setShown((source) => uptime.has(source.id));
      expect(await readme()).not.toContain("appveyor.com");
      expect(await issues()).toContain("Will not be accepting new sign-ups for Freshping");
      expect(await issues()).not.toContain("Remove wercker");
      shared.setShown(null);
      expect(await issues()).toContain("Remove wercker");
    } finally {
      await shared.close();
    }
  });

  it("answer Stack Exchange in its shape, compressed, refusing a search without a site", async () => {
    const search = await getJson(`${world.env.STACKEXCHANGE_API_URL}/search/advanced?q=password&site=security`);
    expect(search.body).toMatchObject({ items: [], has_more: false });
    expect((await getJson(`${world.env.STACKEXCHANGE_API_URL}/search/advanced?q=password`)).status).toBe(400);
  });
});

/** A page of the fake web site asked for as the pipeline asks: its own host name, sent to the fake's address. */
function getWithHost(pageUrl: string, origin: string): Promise<{ contentType: string; body: string }> {
  const page = new URL(pageUrl);
  const server = new URL(origin);
  return new Promise((resolve, reject) => {
    httpGet({ host: server.hostname, port: server.port, path: `${page.pathname}${page.search}`, headers: { host: page.host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => { body += chunk; });
      response.on("end", () => resolve({ contentType: String(response.headers["content-type"] ?? ""), body }));
    }).on("error", reject);
  });
}
