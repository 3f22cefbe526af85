import { eq } from "drizzle-orm";
import type { Language, ThemeSetting, UpdateSettings } from "../../shared/contracts/settings.ts";
import type { Db } from "../client.ts";
import { users, userSettings } from "../schema.ts";
import type { UserRow } from "./users.ts";

export interface StoredSettings {
  firstName: string;
  lastName: string;
  company: string;
  emailNotifications: boolean;
  weeklyReports: boolean;
  theme: ThemeSetting;
  language: Language;
}

/** Before the founder saves a profile, the name they signed in with fills it: first word, then the rest. */
function namesFrom(user: Pick<UserRow, "name">): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(" ") };
}

export async function readSettings({ db, user }: { db: Db; user: Pick<UserRow, "id" | "name"> }): Promise<StoredSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id)).limit(1);
  const names = row?.firstName ? { firstName: row.firstName, lastName: row.lastName ?? "" } : namesFrom(user);
  return {
    ...names,
    company: row?.company ?? "",
    emailNotifications: row?.emailNotifications ?? true,
    weeklyReports: row?.weeklyReports ?? true,
    theme: (row?.theme ?? "system") as ThemeSetting,
    language: (row?.language ?? "en") as Language,
  };
}

/**
 * Saves the sections sent. A saved profile also becomes the user's display name, so the sidebar
 * and user menu greet the founder by the name they chose.
 */
export async function updateSettings({ db, user, update }: { db: Db; user: Pick<UserRow, "id" | "name">; update: UpdateSettings }): Promise<void> {
  const current = await readSettings({ db, user });
  const next: StoredSettings = {
    ...current,
    ...(update.profile ?? {}),
    ...(update.notifications ?? {}),
    ...(update.appearance ?? {}),
  };
  await db.transaction(async (tx) => {
    const values = { ...next, updatedAt: new Date() };
    await tx.insert(userSettings).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: userSettings.userId, set: values });
    if (update.profile) {
      const name = [next.firstName, next.lastName].filter(Boolean).join(" ");
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
  });
}
