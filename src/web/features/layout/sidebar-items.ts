import { Activity, BarChart3, FileText, LayoutDashboard, Library, Lightbulb, Settings, type LucideIcon } from "lucide-react";

/** Sidebar item: id, label, icon, href, optional badge, disabled flag. */
export interface SidebarItem {
  id: string;
  label: string;
  icon: LucideIcon;
  href: string;
  badge?: string | number | undefined;
  disabled?: boolean | undefined;
  /** Other paths on which this item reads as the current one; a trailing "*" matches a prefix. */
  activePaths?: readonly string[] | undefined;
  /** A shortcut (such as Active Validations) never reads as the current screen. */
  shortcut?: boolean | undefined;
}

/** Names Main and Validation, plus Analytics and Tools in the navigation type, and Status. */
export type SidebarSectionId = "main" | "validation" | "analytics" | "tools" | "status";

export interface SidebarSection {
  id: SidebarSectionId;
  label: string;
  items: readonly SidebarItem[];
}

/**
 * The signed-in navigation as data: a new screen adds one item here. Sections without items are
 * not drawn, so Analytics and Tools appear once something is put in them.
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    id: "main",
    label: "Main",
    items: [
      { id: "new-idea", label: "New Idea", icon: Lightbulb, href: "/input", activePaths: ["/"] },
      { id: "library", label: "Idea Library", icon: Library, href: "/library", activePaths: ["/report/*"] },
      { id: "dashboard", label: "Dashboard", icon: LayoutDashboard, href: "/dashboard" },
    ],
  },
  {
    id: "validation",
    label: "Validation",
    items: [{ id: "reports", label: "Reports", icon: FileText, href: "/reports" }],
  },
  { id: "analytics", label: "Analytics", items: [{ id: "analytics", label: "Analytics", icon: BarChart3, href: "/analytics" }] },
  { id: "tools", label: "Tools", items: [] },
];

export const SETTINGS_ITEM: SidebarItem = { id: "settings", label: "Settings", icon: Settings, href: "/settings" };

/**
 * The Status section with "Active Validations" (count badge, to the library); only while
 * the count is above zero and the entry is enabled.
 */
export function buildStatusSection({ activeCount, enabled = true }: { activeCount: number; enabled?: boolean }): SidebarSection | null {
  if (!enabled || activeCount <= 0) return null;
  return {
    id: "status",
    label: "Status",
    items: [{ id: "active-validations", label: "Active Validations", icon: Activity, href: "/library", badge: activeCount, shortcut: true }],
  };
}

function matchesPath(pattern: string, path: string): boolean {
  if (pattern.endsWith("*")) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** An item is current on its own path and on its extra active paths. */
export function isItemActive(item: Pick<SidebarItem, "href" | "activePaths" | "shortcut">, path: string): boolean {
  if (item.shortcut) return false;
  return matchesPath(item.href, path) || (item.activePaths ?? []).some((pattern) => matchesPath(pattern, path));
}
