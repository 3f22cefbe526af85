import { useState } from "react";
import { Link } from "wouter";
import { cn } from "../../lib/cn.ts";
// Never inlined, so the logo is a real request that can fail and the badge can stand in (SPEC 8).
import logoUrl from "./logo.svg?no-inline";

export const BRAND_NAME = "Greenlight";

/** The app's logo and name, linking to New Idea; the name hides when the sidebar is collapsed. */
export function BrandMark({ showName = true, className }: { showName?: boolean; className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link
      href="/input"
      aria-label={showName ? undefined : BRAND_NAME}
      className={cn(
        "inline-flex min-w-0 items-center gap-2.5 rounded-md text-base font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      {imageFailed ? (
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-xs font-bold text-primary-foreground">
          GL
        </span>
      ) : (
        <img src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0" onError={() => setImageFailed(true)} />
      )}
      {showName ? <span className="truncate">{BRAND_NAME}</span> : null}
    </Link>
  );
}
