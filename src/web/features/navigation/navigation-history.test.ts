import { describe, expect, it } from "vitest";
import { goBackFrom, HISTORY_LIMIT, recordVisit } from "./navigation-history.ts";

describe("recordVisit", () => {
  it("appends new paths and ignores a repeat of the current one", () => {
    let history = recordVisit([], "/input");
    history = recordVisit(history, "/library");
    history = recordVisit(history, "/library");
    expect(history).toEqual(["/input", "/library"]);
  });

  it("keeps only the last 10 paths", () => {
    let history: readonly string[] = [];
    for (let index = 1; index <= 12; index += 1) history = recordVisit(history, `/page-${index}`);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toBe("/page-3");
    expect(history.at(-1)).toBe("/page-12");
  });
});

describe("goBackFrom", () => {
  it("goes to the previous path and forgets the current one", () => {
    expect(goBackFrom(["/input", "/library", "/report/1"])).toEqual({ target: "/library", history: ["/input", "/library"] });
  });

  it("goes to the library when there is no previous path", () => {
    expect(goBackFrom(["/report/1"])).toEqual({ target: "/library", history: [] });
    expect(goBackFrom([])).toEqual({ target: "/library", history: [] });
  });
});
