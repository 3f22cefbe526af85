import { useState } from "react";
import { Link } from "wouter";
import { cn } from "../../../lib/cn.ts";
// Never inlined, so the logo is a real request that can fail (and the badge below can stand in).
import logoUrl from "./logo.svg?no-inline";

export const BRAND_NAME = "Greenlight";
const BADGE_LETTERS = "GL";

/** The brand logo and name; a two-letter badge replaces the image when it fails to load (SPEC 8). */
export function BrandLogo({ className }: { className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
        className,
      )}
    >
      {imageFailed ? (
        <span
          aria-hidden="true"
          data-testid="brand-badge"
          className="flex size-8 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
        >
          {BADGE_LETTERS}
        </span>
      ) : (
        // Decorative: the name beside it is the link's text.
        <img src={logoUrl} alt="" width={32} height={32} className="size-8" onError={() => setImageFailed(true)} />
      )}
      <span>{BRAND_NAME}</span>
    </Link>
  );
}
