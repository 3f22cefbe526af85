import { describe, expect, it } from "vitest";
import { describeDepth } from "../../../src/pipeline/research/research-depth.ts";

describe("describeDepth", () => {
  it("counts what was read in full apart from what is known by its snippet", () => {
    expect(describeDepth({ pagesRead: 4, threadsRead: 22, commentsRead: 913, snippetsOnly: 9, sites: 7, readsFailed: 2, seconds: 21.4 }))
      .toBe("Read 22 discussions and repositories (913 comments, answers and issues) and 4 web pages in full; used 9 sources by their search snippet only; across 7 sites. 2 pages could not be read in time and keep their snippet.");
  });

  it("never says a snippet was read", () => {
    const sentence = describeDepth({ pagesRead: 0, threadsRead: 0, commentsRead: 0, snippetsOnly: 1, sites: 1, readsFailed: 0, seconds: 1 });
    expect(sentence).toBe("Read no page or discussion in full; used 1 source by its search snippet only; across 1 site.");
  });
});
