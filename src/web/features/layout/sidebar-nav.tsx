import { Link, useLocation } from "wouter";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { isItemActive, type SidebarItem, type SidebarSection } from "./sidebar-items.ts";

function ItemBadge({ value, collapsed }: { value: string | number; collapsed: boolean }) {
  if (collapsed) {
    return (
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-4 font-semibold text-primary-foreground"
      >
        {value}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs leading-none font-semibold text-primary-foreground">
      {value}
    </span>
  );
}

/** One navigation entry; collapsed it shows only its icon, named by a tooltip and its label. */
export function SidebarLink({ item, collapsed, onNavigate }: { item: SidebarItem; collapsed: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = isItemActive(item, location);
  const Icon = item.icon;
  const label = item.badge === undefined ? item.label : `${item.label} (${item.badge})`;
  const classes = cn(
    "relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    active && "bg-accent text-accent-foreground",
    collapsed && "justify-center px-0",
    item.disabled && "pointer-events-none opacity-50",
  );
  const content = (
    <>
      <span className="relative flex">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {collapsed && item.badge !== undefined ? <ItemBadge value={item.badge} collapsed /> : null}
      </span>
      {collapsed ? <span className="sr-only">{label}</span> : <span className="truncate">{item.label}</span>}
      {!collapsed && item.badge !== undefined ? <ItemBadge value={item.badge} collapsed={false} /> : null}
    </>
  );

  const link = item.disabled ? (
    <span aria-disabled="true" className={classes}>
      {content}
    </span>
  ) : (
    <Link
      href={item.href}
      // The badge is drawn for the eye; the name carries its count, e.g. "Active Validations (2)".
      aria-label={item.badge === undefined ? undefined : label}
      aria-current={active ? "page" : undefined}
      className={classes}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** A titled group of links; sections without items are not drawn. */
export function SidebarSectionNav({ section, collapsed, onNavigate }: {
  section: SidebarSection;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  if (section.items.length === 0) return null;
  const headingId = `sidebar-section-${section.id}`;
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-1">
      <p
        id={headingId}
        className={cn("px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase", collapsed && "sr-only")}
      >
        {section.label}
      </p>
      {collapsed ? <div aria-hidden="true" className="mx-3 mb-1 border-t" /> : null}
      <ul className="flex flex-col gap-1">
        {section.items.map((item) => (
          <li key={item.id}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
