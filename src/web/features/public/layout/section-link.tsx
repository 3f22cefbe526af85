import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { cn } from "../../../lib/cn.ts";

/**
 * A link to a landing section. On the landing page the browser scrolls to it; from another public
 * page it goes to the landing page first (without reloading), which then scrolls to the section.
 */
export function SectionLink({ id, active, className, onNavigate, children }: {
  id: string;
  active: boolean;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (location === "/" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(`/#${id}`);
  };
  return (
    <a
      href={`/#${id}`}
      onClick={onClick}
      aria-current={active ? "location" : undefined}
      data-active={active ? "true" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        active && "bg-accent text-accent-foreground",
        className,
      )}
    >
      {children}
    </a>
  );
}
