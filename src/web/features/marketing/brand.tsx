import { Link } from "wouter";
import { cn } from "../../lib/cn.ts";

/** The brand mark: a two-letter badge, which is also SPEC 8's fallback when a logo image fails. */
export function Brand({ className, href = "/" }: { className?: string; href?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground">
        GL
      </span>
      <span>Greenlight</span>
    </Link>
  );
}
