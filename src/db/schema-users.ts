import { text, timestamp, uuid, pgTable } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "local:<email>" for local sign-in, "<issuer>|<sub>" for OpenID Connect. */
  subject: text("subject").notNull().unique(),
  email: text("email"),
  username: text("username"),
  name: text("name"),
  avatarUrl: text("avatar_url"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
