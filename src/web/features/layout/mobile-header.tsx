import { CircleHelp, LogOut, Menu } from "lucide-react";
import { useCallback } from "react";
import { getDisplayName } from "../../../shared/display/display-name.ts";
import { getSecondaryLine } from "../../../shared/display/secondary-line.ts";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import { setTheme } from "../../lib/theme.ts";
import { useAuth, useLogout } from "../auth/index.ts";
import { useActiveValidations } from "../ideas/index.ts";
import { useNavigation } from "../navigation/index.ts";
import { BrandLogo } from "../brand/index.ts";
import { buildStatusSection, SETTINGS_ITEM, SIDEBAR_SECTIONS } from "./sidebar-items.ts";
import { SidebarLink, SidebarSectionNav } from "./sidebar-nav.tsx";
import { useSidebar } from "./sidebar-context.tsx";
import { ThemeChoice } from "./theme-choice.tsx";
import { useMenuAction } from "./use-menu-action.ts";
import { UserAvatar } from "./user-avatar.tsx";
import { UserMenu } from "./user-menu.tsx";

const actionClasses =
  "flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50";

/**
 * Under 768 px: a header with a menu toggle in place of the sidebar. The menu holds the
 * same navigation plus help, theme (light, dark, system) and logout.
 */
export function MobileHeader() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  const { user } = useAuth();
  const { navigate } = useNavigation();
  const { logout, disabled: loggingOut } = useLogout();
  const close = useCallback(() => setMobileOpen(false), [setMobileOpen]);
  const act = useMenuAction(close);
  const status = buildStatusSection({ activeCount: useActiveValidations().length });
  const secondary = getSecondaryLine(user);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-3 border-b bg-card/95 px-4 backdrop-blur md:hidden">
      <BrandLogo href="/input" className="text-base" />
      <div className="flex items-center gap-1">
        <UserMenu collapsed />
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
          <SheetTrigger
            aria-label="Open menu"
            className="flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Menu className="size-5" aria-hidden="true" />
          </SheetTrigger>
          <SheetContent side="left" className="gap-5 p-4">
            <div className="flex items-center gap-3 pr-8">
              <UserAvatar user={user} />
              <div className="flex min-w-0 flex-col">
                <SheetTitle className="truncate text-base">{getDisplayName(user)}</SheetTitle>
                <SheetDescription className="truncate">{secondary || "Menu"}</SheetDescription>
              </div>
            </div>
            <nav aria-label="Main navigation" className="flex flex-col gap-3">
              {SIDEBAR_SECTIONS.map((section) => (
                <SidebarSectionNav key={section.id} section={section} collapsed={false} onNavigate={close} />
              ))}
              {status ? <SidebarSectionNav section={status} collapsed={false} onNavigate={close} /> : null}
              <SidebarLink item={SETTINGS_ITEM} collapsed={false} onNavigate={close} />
            </nav>
            <div className="flex flex-col gap-2 border-t pt-4">
              <button type="button" className={actionClasses} onClick={() => act(() => navigate("/help"))}>
                <CircleHelp className="size-5 text-muted-foreground" aria-hidden="true" />
                Help
              </button>
              <p className="px-3 pt-2 text-xs font-medium text-muted-foreground" aria-hidden="true">Theme</p>
              <ThemeChoice onChoose={(theme) => act(() => setTheme(theme))} />
              <button
                type="button"
                className={`${actionClasses} mt-2 text-destructive hover:bg-destructive/10`}
                disabled={loggingOut}
                onClick={() => act(logout)}
              >
                <LogOut className="size-5" aria-hidden="true" />
                Log out
              </button>
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
