import type { UserRow } from "../../db/queries/users.ts";
import type { CurrentUser } from "../../shared/contracts/user.ts";

export function toCurrentUser(user: UserRow): CurrentUser {
  return { id: user.id, username: user.username, email: user.email, name: user.name, avatarUrl: user.avatarUrl };
}
