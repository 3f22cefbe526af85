import type { CurrentUser } from "../../../shared/contracts/user.ts";
import { getInitials } from "../../../shared/display/initials.ts";
import { Avatar, AvatarFallback, AvatarImage } from "../../components/ui/avatar.tsx";
import { cn } from "../../lib/cn.ts";

/** The user's picture, or the initials in a circle when there is none or it fails to load. */
export function UserAvatar({ user, size = "md" }: { user: CurrentUser | null; size?: "md" | "lg" }) {
  return (
    <Avatar className={cn(size === "lg" ? "size-12" : "size-9")}>
      {user?.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
      <AvatarFallback data-testid="avatar-initials" className={cn(size === "lg" && "text-base")}>
        {getInitials(user)}
      </AvatarFallback>
    </Avatar>
  );
}
