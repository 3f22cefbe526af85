import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { cn } from "../../lib/cn.ts";
// Never inlined, so the logo is a real request that can fail and the badge can stand in.
import logoUrl from "./logo.svg?no-inline";

export const BRAND_NAME = "Greenlight";
const BADGE_LETTERS = "GL";

/**
 * The logo and name, linking to `href` (the app's New Idea, or the public home page); a two-letter
 * badge replaces the image when it fails to load. Without the name (a collapsed sidebar) the link
 * is named for assistive tech instead.
 */
export function BrandLogo({ href, showName = true, className }: { href: string; showName?: boolean; className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered page's image may fail before hydration attaches onError: check once mounted.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setImageFailed(true);
  }, []);
  return (
    <Link
      href={href}
      aria-label={showName ? undefined : BRAND_NAME}
      className={cn(
        "inline-flex min-w-0 shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
        className,
      )}
    >
      {imageFailed ? (
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-xs font-bold text-primary-foreground">
          {BADGE_LETTERS}
        </span>
      ) : (
        // Decorative: the name beside it (or the link's label) says what it is.
        <img ref={image} src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0" onError={() => setImageFailed(true)} />
      )}
      {showName ? <span className="truncate">{BRAND_NAME}</span> : null}
    </Link>
  );
}
