import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, queryRows } from "../helpers/test-database.ts";
import type { Database } from "../../src/db/client.ts";
import { ideas, stageRuns, users } from "../../src/db/schema.ts";
import { findIdeaKeywords, saveIdeaKeywords } from "../../src/db/queries/keyword-trends.ts";

let database: Database;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ subject: "test:idea-keywords", name: "Keywords" }).returning();
  userId = user!.id;
}, 60_000);
afterAll(async () => database?.close());

async function newIdea(): Promise<string> {
  const [row] = await database.db.insert(ideas).values({ userId, title: "Paydar", description: "Invoices chased for freelancers", country: "US", validationMode: "deep" }).returning({ id: ideas.id });
  return row!.id;
}

describe("an idea's keywords", () => {
  it("are none until planning-profile stores them, then exactly those", async () => {
    const ideaId = await newIdea();
    expect(await findIdeaKeywords({ db: database.db, ideaId })).toEqual([]);
    await saveIdeaKeywords({ db: database.db, ideaId, keywords: ["invoicing software", "late payments"] });
    expect(await findIdeaKeywords({ db: database.db, ideaId })).toEqual(["invoicing software", "late payments"]);
  });

  it("are backfilled by migration 0008 from the latest planning-profile checkpoint, in order", async () => {
    const profiled = await newIdea();
    const unprofiled = await newIdea();
    await database.db.insert(stageRuns).values([
      { ideaId: profiled, stage: "planning-profile", attempt: 1, analyst: "offline", output: { keywords: ["old keyword"] } },
      { ideaId: profiled, stage: "planning-profile", attempt: 2, analyst: "offline", output: { keywords: ["zebra", "apple", "mango"] } },
      { ideaId: profiled, stage: "planning-queries", attempt: 1, analyst: "offline", output: { keywords: ["not a profile"] } },
      { ideaId: unprofiled, stage: "planning-profile", attempt: 1, analyst: "offline", output: null },
    ]);
    const migration = await readFile(new URL("../../src/db/migrations/0008_idea_keywords.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1];
    expect(backfill).toContain("UPDATE");
    await queryRows(database.db, backfill!);
    expect(await findIdeaKeywords({ db: database.db, ideaId: profiled })).toEqual(["zebra", "apple", "mango"]);
    expect(await findIdeaKeywords({ db: database.db, ideaId: unprofiled })).toEqual([]);
  });
});
