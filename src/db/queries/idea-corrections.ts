import { and, asc, eq } from "drizzle-orm";
import { ideaCorrectionsSchema, noCorrections, type IdeaCorrections } from "../../shared/contracts/idea-corrections.ts";
import type { Db } from "../client.ts";
import { ideaCorrections, ideas } from "../schema.ts";

/**
 * The founder's corrections of the idea's reading, one row per idea and version (decision 023).
 * Corrections that change nothing are not stored: no row means the reading stands.
 */
export async function saveIdeaCorrections({ db, ideaId, version, corrections }: {
  db: Db; ideaId: string; version: number; corrections: IdeaCorrections | null | undefined;
}): Promise<void> {
  if (!corrections || noCorrections(corrections)) {
    await db.delete(ideaCorrections).where(and(eq(ideaCorrections.ideaId, ideaId), eq(ideaCorrections.version, version)));
    return;
  }
  await db
    .insert(ideaCorrections)
    .values({ ideaId, version, corrections })
    .onConflictDoUpdate({ target: [ideaCorrections.ideaId, ideaCorrections.version], set: { corrections } });
}

/** The corrections kept with this version of the idea; null when the founder corrected nothing. */
export async function findIdeaCorrections({ db, ideaId, version }: { db: Db; ideaId: string; version: number }): Promise<IdeaCorrections | null> {
  const [row] = await db
    .select({ corrections: ideaCorrections.corrections })
    .from(ideaCorrections)
    .where(and(eq(ideaCorrections.ideaId, ideaId), eq(ideaCorrections.version, version)))
    .limit(1);
  if (!row) return null;
  const parsed = ideaCorrectionsSchema.safeParse(row.corrections);
  return parsed.success && !noCorrections(parsed.data) ? parsed.data : null;
}

/** Every correction the founder made, per idea and version, for the account export. */
export async function listUserIdeaCorrections({ db, userId }: { db: Db; userId: string }): Promise<{ ideaId: string; version: number; corrections: IdeaCorrections }[]> {
  const rows = await db
    .select({ ideaId: ideaCorrections.ideaId, version: ideaCorrections.version, corrections: ideaCorrections.corrections })
    .from(ideaCorrections)
    .innerJoin(ideas, eq(ideas.id, ideaCorrections.ideaId))
    .where(eq(ideas.userId, userId))
    .orderBy(asc(ideaCorrections.ideaId), asc(ideaCorrections.version));
  return rows.flatMap((row) => {
    const parsed = ideaCorrectionsSchema.safeParse(row.corrections);
    return parsed.success ? [{ ideaId: row.ideaId, version: row.version, corrections: parsed.data }] : [];
  });
}
