import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { useActiveValidations } from "../ideas/index.ts";
import { BrandLogo } from "../brand/index.ts";
import { buildStatusSection, SETTINGS_ITEM, SIDEBAR_SECTIONS } from "./sidebar-items.ts";
import { SidebarLink, SidebarSectionNav } from "./sidebar-nav.tsx";
import { useSidebar } from "./sidebar-context.tsx";
import { UserMenu } from "./user-menu.tsx";

/**
 * Sidebar from 768 px up: brand, collapse toggle, the sections, Settings, the Status
 * section while validations run, and the user menu at the bottom. 240 px wide, 64 px collapsed.
 */
export function Sidebar() {
  const { collapsed, toggleCollapsed } = useSidebar();
  const activeCount = useActiveValidations().length;
  const status = buildStatusSection({ activeCount });
  const toggleLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200 ease-out md:flex",
        collapsed ? "w-16" : "w-60",
      )}
    >
      <div className={cn("flex h-16 items-center gap-2 border-b px-3", collapsed ? "flex-col justify-center gap-1 px-2 h-auto py-3" : "justify-between")}>
        <BrandLogo href="/input" showName={!collapsed} className="text-base" />
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              className="flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ToggleIcon className="size-4" aria-hidden="true" />
            </button>
          </TooltipTrigger>
          <TooltipContent side="right">{toggleLabel}</TooltipContent>
        </Tooltip>
      </div>

      <nav aria-label="Main navigation" className="flex flex-1 flex-col gap-3 overflow-y-auto px-2 py-3">
        {SIDEBAR_SECTIONS.map((section) => (
          <SidebarSectionNav key={section.id} section={section} collapsed={collapsed} />
        ))}
        {status ? <SidebarSectionNav section={status} collapsed={collapsed} /> : null}
        <div className="mt-auto pt-3">
          <SidebarLink item={SETTINGS_ITEM} collapsed={collapsed} />
        </div>
      </nav>

      <div className={cn("border-t", collapsed ? "p-2" : "p-3")}>
        <UserMenu collapsed={collapsed} />
      </div>
    </aside>
  );
}
