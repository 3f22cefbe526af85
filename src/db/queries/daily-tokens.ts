import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { dailyUsage, ideas, tokenReservations, users } from "../schema.ts";

const utcToday = sql<string>`(now() at time zone 'utc')::date`;

/**
 * A reservation outlives any one model call (calls time out well before this), so a reservation
 * left by a process that died frees itself instead of holding the founder's budget all day.
 */
const RESERVATION_LEASE = "15 minutes";

export interface HeldTokens { reservationId: string; identity: string }

export type DailyHold = ({ kind: "held" } & HeldTokens) | { kind: "refused"; used: number } | { kind: "no-owner" };

/**
 * Holds `tokens` of the idea owner's daily model budget for one call: refused when what the day
 * has used plus every live reservation plus this one would pass `dailyLimit`. The usage row is
 * locked first, so calls of one founder reserve one after the other and together never pass it.
 */
export async function reserveDailyTokens({ db, ideaId, tokens, dailyLimit }: {
  db: Db; ideaId: string; tokens: number; dailyLimit: number;
}): Promise<DailyHold> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ identity: sql<string>`greenlight_usage_identity(${users.subject})` })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId))
      .where(eq(ideas.id, ideaId));
    if (!owner) return { kind: "no-owner" };
    const [usage] = await tx
      .insert(dailyUsage)
      .values({ identityHash: owner.identity, day: utcToday })
      .onConflictDoUpdate({ target: [dailyUsage.identityHash, dailyUsage.day], set: { tokens: sql`${dailyUsage.tokens}` } })
      .returning({ tokens: dailyUsage.tokens, day: dailyUsage.day });
    if (!usage) throw new Error("daily usage upsert returned no row");
    const mine = and(eq(tokenReservations.identityHash, owner.identity), eq(tokenReservations.day, usage.day));
    await tx.delete(tokenReservations).where(and(mine, lte(tokenReservations.expiresAt, sql`now()`)));
    const [held] = await tx
      .select({ tokens: sql<string>`coalesce(sum(${tokenReservations.tokens}), 0)` })
      .from(tokenReservations)
      .where(and(mine, gt(tokenReservations.expiresAt, sql`now()`)));
    const used = Number(usage.tokens) + Number(held?.tokens ?? 0);
    if (used + tokens > dailyLimit) return { kind: "refused", used };
    const [row] = await tx
      .insert(tokenReservations)
      .values({ identityHash: owner.identity, day: usage.day, tokens, expiresAt: sql`now() + ${RESERVATION_LEASE}::interval` })
      .returning({ id: tokenReservations.id });
    if (!row) throw new Error("token reservation insert returned no row");
    return { kind: "held", reservationId: row.id, identity: owner.identity };
  });
}

/**
 * Ends a reservation, counting what the call really used on the founder's usage today (even when
 * the reservation had already expired).
 */
export async function settleDailyTokens({ db, held, usedTokens }: { db: Db; held: HeldTokens; usedTokens: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(tokenReservations).where(eq(tokenReservations.id, held.reservationId));
    if (usedTokens <= 0) return;
    await tx
      .insert(dailyUsage)
      .values({ identityHash: held.identity, day: utcToday, tokens: usedTokens })
      .onConflictDoUpdate({ target: [dailyUsage.identityHash, dailyUsage.day], set: { tokens: sql`${dailyUsage.tokens} + excluded.tokens` } });
  });
}

/**
 * The idea owner's daily budget as a validation's model calls see it: each call holds its tokens
 * before it is sent and releases them with what it used. An idea deleted mid-run holds nothing.
 */
export function dailyTokenLedger({ db, ideaId, dailyLimit }: { db: Db; ideaId: string; dailyLimit: number }) {
  return {
    limit: dailyLimit,
    hold: async (tokens: number) => {
      const hold = await reserveDailyTokens({ db, ideaId, tokens, dailyLimit });
      if (hold.kind === "refused") return null;
      if (hold.kind === "no-owner") return { release: async () => {} };
      return { release: (usedTokens: number) => settleDailyTokens({ db, held: hold, usedTokens }) };
    },
  };
}
