import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { ideas, mailOutbox, users, waitlist } from "../schema.ts";

export type WaitlistMailStatus = "not-configured" | "pending" | "sent" | "failed";

/** The entry this email already made with this idea text, if any: repeating one starts nothing new. */
export async function findWaitlistEntry({ db, email, ideaText }: { db: Db; email: string; ideaText: string }) {
  const [row] = await db.select().from(waitlist).where(and(eq(waitlist.email, email), eq(waitlist.ideaText, ideaText))).limit(1);
  return row ?? null;
}

/**
 * Stores the entry with its idea and, when mail is configured, the email that will carry the
 * report, in one transaction: an entry never exists without its pending email.
 */
export async function addWaitlistEntry({ db, email, ideaText, ideaId, sendMail }: {
  db: Db; email: string; ideaText: string; ideaId: string; sendMail: boolean;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(waitlist)
      .values({ email, ideaText, ideaId, mailStatus: sendMail ? "pending" : "not-configured" })
      .onConflictDoNothing()
      .returning({ id: waitlist.id });
    if (entry && sendMail) await tx.insert(mailOutbox).values({ waitlistId: entry.id, toEmail: email });
  });
}

export interface DueMail {
  outboxId: string;
  waitlistId: string;
  toEmail: string;
  attempts: number;
  ideaId: string | null;
  ideaStatus: string | null;
  /** Who owns the idea now (the email's user, or the account that claimed it). */
  ownerId: string | null;
}

/**
 * Claims up to `limit` emails whose idea has finished (or vanished) and whose next attempt is due.
 * Claiming pushes the next attempt `leaseMs` ahead, so a second worker does not send the same
 * email while this one is busy with it, and an attempt cut short by a crash is retried later.
 */
export async function claimDueMails({ db, limit, leaseMs }: { db: Db; limit: number; leaseMs: number }): Promise<DueMail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        outboxId: mailOutbox.id,
        waitlistId: mailOutbox.waitlistId,
        toEmail: mailOutbox.toEmail,
        attempts: mailOutbox.attempts,
        ideaId: waitlist.ideaId,
        ideaStatus: ideas.status,
        ownerId: ideas.userId,
      })
      .from(mailOutbox)
      .innerJoin(waitlist, eq(waitlist.id, mailOutbox.waitlistId))
      .leftJoin(ideas, eq(ideas.id, waitlist.ideaId))
      .where(and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        sql`(${ideas.status} is null or ${ideas.status} in ('completed', 'failed'))`,
      ))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for("update", { of: mailOutbox, skipLocked: true });
    for (const row of rows) {
      await tx.update(mailOutbox).set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` }).where(eq(mailOutbox.id, row.outboxId));
    }
    return rows;
  });
}

export async function markMailSent({ db, mail }: { db: Db; mail: DueMail }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(mailOutbox).set({ status: "sent", sentAt: new Date(), attempts: mail.attempts + 1, lastError: null }).where(eq(mailOutbox.id, mail.outboxId));
    await tx.update(waitlist).set({ mailStatus: "sent", mailError: null }).where(eq(waitlist.id, mail.waitlistId));
  });
}

/** Records a failed attempt: retried after `retryInMs`, or, with no retry left (null), failed for good. */
export async function markMailAttemptFailed({ db, mail, error, retryInMs }: { db: Db; mail: DueMail; error: string; retryInMs: number | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const attempts = mail.attempts + 1;
    if (retryInMs === null) {
      await tx.update(mailOutbox).set({ status: "failed", attempts, lastError: error }).where(eq(mailOutbox.id, mail.outboxId));
      await tx.update(waitlist).set({ mailStatus: "failed", mailError: error }).where(eq(waitlist.id, mail.waitlistId));
      return;
    }
    await tx
      .update(mailOutbox)
      .set({ attempts, lastError: error, nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` })
      .where(eq(mailOutbox.id, mail.outboxId));
  });
}

/**
 * Who holds an idea sent from the landing page until the owner of that email signs in: a
 * placeholder user of its own, never the account of whoever owns the address, so anonymous entries
 * neither use that founder's allowance nor appear in their library before they sign in.
 */
export function waitlistOwnerSubject(email: string): string {
  return `waitlist:${email}`;
}

/**
 * Moves the placeholder's ideas to the account that signed in with that verified email (local
 * sign-in's email, or an OpenID Connect email the provider verified): signing in with the address
 * is how its owner keeps them.
 */
export async function claimWaitlistIdeas({ db, userId, verifiedEmail }: { db: Db; userId: string; verifiedEmail: string }): Promise<void> {
  const subject = waitlistOwnerSubject(verifiedEmail.trim().toLowerCase());
  await db.transaction(async (tx) => {
    const [placeholder] = await tx.select({ id: users.id }).from(users).where(eq(users.subject, subject)).limit(1);
    if (!placeholder || placeholder.id === userId) return;
    await tx.update(ideas).set({ userId }).where(eq(ideas.userId, placeholder.id));
    await tx.delete(users).where(eq(users.id, placeholder.id));
  });
}
