import { describe, expect, it } from "vitest";
import type { ListedIdea, SortState } from "./idea-list.ts";
import { chooseSort, DEFAULT_SORT, matchesSearch, matchesStatus, selectIdeas, sortIdeas } from "./idea-list.ts";

function idea(overrides: Partial<ListedIdea> & { title: string }): ListedIdea {
  return { description: "", targetMarket: null, status: "completed", createdAt: "2025-01-01T00:00:00Z", ...overrides };
}

describe("chooseSort", () => {
  it("flips the direction when the same field is chosen again", () => {
    expect(chooseSort({ current: DEFAULT_SORT, choice: "newest" })).toEqual({ field: "newest", direction: "asc" });
    expect(chooseSort({ current: { field: "title", direction: "asc" }, choice: "title" })).toEqual({ field: "title", direction: "desc" });
  });

  it("starts a new field descending", () => {
    expect(chooseSort({ current: { field: "newest", direction: "asc" }, choice: "title" })).toEqual({ field: "title", direction: "desc" });
    expect(chooseSort({ current: { field: "title", direction: "asc" }, choice: "status" })).toEqual({ field: "status", direction: "desc" });
  });

  it("resets anything else to newest descending", () => {
    expect(chooseSort({ current: { field: "title", direction: "asc" }, choice: "score" })).toEqual(DEFAULT_SORT);
  });
});

describe("matchesSearch", () => {
  const pet = idea({ title: "Dog walker app", description: "Recurring WALKS", targetMarket: "Pet owners in Berlin" });

  it("matches title, description and target market, ignoring case", () => {
    expect(matchesSearch(pet, "DOG")).toBe(true);
    expect(matchesSearch(pet, "walks")).toBe(true);
    expect(matchesSearch(pet, "berlin")).toBe(true);
    expect(matchesSearch(pet, "cat")).toBe(false);
  });

  it("matches everything for a blank query and copes with no target market", () => {
    expect(matchesSearch(pet, "  ")).toBe(true);
    expect(matchesSearch(idea({ title: "x" }), "berlin")).toBe(false);
  });
});

describe("matchesStatus", () => {
  it("matches the exact status, or all", () => {
    expect(matchesStatus({ status: "validating" }, "validating")).toBe(true);
    expect(matchesStatus({ status: "processing" }, "validating")).toBe(false);
    expect(matchesStatus({ status: "failed" }, "completed")).toBe(false);
    expect(matchesStatus({ status: "failed" }, "all")).toBe(true);
  });
});

describe("sortIdeas", () => {
  const older = idea({ title: "beta", status: "failed", createdAt: "2025-01-01T00:00:00Z" });
  const newer = idea({ title: "Alpha", status: "completed", createdAt: "2025-03-01T00:00:00Z" });
  const middle = idea({ title: "idea 10", status: "validating", createdAt: "2025-02-01T00:00:00Z" });
  const ideas = [older, newer, middle];
  const titles = (sort: SortState) => sortIdeas(ideas, sort).map((entry) => entry.title);

  it("sorts by date, newest first when descending", () => {
    expect(titles({ field: "newest", direction: "desc" })).toEqual(["Alpha", "idea 10", "beta"]);
    expect(titles({ field: "newest", direction: "asc" })).toEqual(["beta", "idea 10", "Alpha"]);
  });

  it("sorts titles case-insensitively", () => {
    expect(titles({ field: "title", direction: "asc" })).toEqual(["Alpha", "beta", "idea 10"]);
    expect(titles({ field: "title", direction: "desc" })).toEqual(["idea 10", "beta", "Alpha"]);
  });

  it("sorts by the status label people see", () => {
    // Failed < Processing < Validated
    expect(titles({ field: "status", direction: "asc" })).toEqual(["beta", "idea 10", "Alpha"]);
  });

  it("breaks ties newest first and leaves the input alone", () => {
    const same = [idea({ title: "a", createdAt: "2025-01-01T00:00:00Z" }), idea({ title: "b", createdAt: "2025-02-01T00:00:00Z" })];
    expect(sortIdeas(same, { field: "status", direction: "asc" }).map((entry) => entry.title)).toEqual(["b", "a"]);
    expect(same.map((entry) => entry.title)).toEqual(["a", "b"]);
  });
});

describe("selectIdeas", () => {
  it("searches, filters and sorts together", () => {
    const ideas = [
      idea({ title: "Dog app", status: "completed", createdAt: "2025-01-01T00:00:00Z" }),
      idea({ title: "Dog school", status: "failed" }),
      idea({ title: "Doggy daycare", status: "completed", createdAt: "2025-02-01T00:00:00Z" }),
      idea({ title: "Cat café", status: "completed" }),
    ];
    const shown = selectIdeas({ ideas, search: "dog", status: "completed", sort: DEFAULT_SORT });
    expect(shown.map((entry) => entry.title)).toEqual(["Doggy daycare", "Dog app"]);
  });
});
