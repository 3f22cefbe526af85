import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StageOutputs } from "../../../src/pipeline/contracts/checkpoints.ts";
import { startFakeSourceServers, type FakeSources } from "../../fakes/fake-source-servers.ts";
import { keylessEnv, runWithoutModel } from "../helpers/evidence-worlds.ts";

let fakes: FakeSources;
let outputs: Partial<StageOutputs>;
beforeAll(async () => {
  fakes = await startFakeSourceServers();
  outputs = await runWithoutModel({ env: keylessEnv(fakes) });
}, 60_000);
afterAll(async () => {
  await fakes.close();
});

describe("research reads its best sources whole", () => {
  it("attaches each thread, repository and article it read to its source", () => {
    const sources = outputs.research!.sources;
    const thread = sources.find((s) => s.url === "https://news.ycombinator.com/item?id=38214772")!;
    expect(thread.reading?.kind).toBe("thread");
    expect(thread.reading?.comments.length).toBe(60);
    expect(sources.find((s) => s.url === "https://github.com/invoiceninja/invoiceninja")?.reading?.kind).toBe("repository");
    expect(sources.find((s) => s.url === "https://en.wikipedia.org/wiki/Invoice")?.reading?.text).toContain("Late Payment Directive");
    expect(fakes.servers.hackernews.requests.some((r) => r.path === "/api/v1/items/38214772")).toBe(true);
  });

  it("counts what it read in full apart from snippets, and says so without calling a snippet read", () => {
    const research = outputs.research!;
    const depth = research.depth!;
    const read = research.sources.filter((s) => s.reading);
    expect(depth.threadsRead + depth.pagesRead).toBe(read.length);
    expect(depth.commentsRead).toBe(read.reduce((sum, s) => sum + s.reading!.comments.length, 0));
    expect(depth.snippetsOnly).toBe(research.sources.length - read.length);
    expect(depth.sites).toBe(new Set(research.sources.map((s) => new URL(s.url).hostname.replace(/^www\./, ""))).size);
    expect(research.note).toContain(`Read ${depth.threadsRead} discussions and repositories (${depth.commentsRead} comments, answers and issues) and ${depth.pagesRead} web pages in full`);
    expect(research.note).not.toMatch(/\bread\b[^.;]*snippet/i);
  });
});
