import { ChevronsUpDown, CircleHelp, LogOut, Settings } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { getDisplayName } from "../../../shared/display/display-name.ts";
import { getSecondaryLine } from "../../../shared/display/secondary-line.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { setTheme } from "../../lib/theme.ts";
import { useAuth, useLogout } from "../auth/index.ts";
import { useNavigation } from "../navigation/index.ts";
import { ThemeChoice } from "./theme-choice.tsx";
import { useMenuAction } from "./use-menu-action.ts";
import { UserAvatar } from "./user-avatar.tsx";

function MenuButton({ icon, children, onClick, disabled, tone = "default" }: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  tone?: "default" | "destructive";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        tone === "destructive" && "text-destructive hover:bg-destructive/10",
      )}
    >
      {icon}
      {children}
    </button>
  );
}

/**
 * User menu: a dialog (full screen on small screens, a small centred panel from medium
 * width) with Settings, Help, Theme and Log out. It closes, then acts after 150 ms.
 */
export function UserMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { user } = useAuth();
  const { navigate } = useNavigation();
  const { logout, disabled: loggingOut } = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const act = useMenuAction(close);
  const name = getDisplayName(user);
  const secondary = getSecondaryLine(user);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={`Account menu for ${name}`}
        className={cn(
          "flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          collapsed && "justify-center p-1.5",
        )}
      >
        <UserAvatar user={user} />
        {collapsed ? null : (
          <>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{name}</span>
              {secondary ? <span className="truncate text-xs text-muted-foreground">{secondary}</span> : null}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </>
        )}
      </DialogTrigger>
      <DialogContent
        className={cn(
          // Full screen on small screens; a small centred panel from medium width up.
          "top-0 left-0 h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 content-start gap-5 rounded-none border-0 p-6",
          "md:top-1/2 md:left-1/2 md:h-auto md:max-h-[calc(100dvh-2rem)] md:w-80 md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:border md:p-5",
        )}
      >
        <div className="flex items-center gap-3 pr-8">
          <UserAvatar user={user} size="lg" />
          <div className="flex min-w-0 flex-col">
            <DialogTitle className="truncate text-base">{name}</DialogTitle>
            <DialogDescription className="truncate">{secondary || "Signed in"}</DialogDescription>
          </div>
        </div>
        <nav aria-label="Account" className="flex flex-col gap-1">
          <MenuButton icon={<Settings aria-hidden="true" />} onClick={() => act(() => navigate("/settings"))}>
            Settings
          </MenuButton>
          <MenuButton icon={<CircleHelp aria-hidden="true" />} onClick={() => act(() => navigate("/help"))}>
            Help
          </MenuButton>
        </nav>
        <div className="flex flex-col gap-2">
          <p className="px-1 text-xs font-medium text-muted-foreground" aria-hidden="true">Theme</p>
          <ThemeChoice onChoose={(theme) => act(() => setTheme(theme))} />
        </div>
        <div className="border-t pt-3">
          <MenuButton icon={<LogOut aria-hidden="true" />} tone="destructive" disabled={loggingOut} onClick={() => act(logout)}>
            Log out
          </MenuButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
