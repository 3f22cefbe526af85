import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { getSafeExternalUrl } from "../../../shared/display/safe-url.ts";
import { cn } from "../../lib/cn.ts";

/**
 * A link out of the product to a research source. The URL comes from untrusted research output,
 * so only absolute http(s) URLs become links (never `javascript:` or `data:`); anything else is
 * shown as plain text. Links open in a new tab without handing the opener or the referrer over.
 */
export function ExternalLink({ href, children, className, fallback }: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Shown instead of the children when the URL cannot be linked; the children by default. */
  fallback?: ReactNode;
}) {
  const safe = getSafeExternalUrl(href);
  if (!safe) return <span className={cn("text-muted-foreground", className)}>{fallback ?? children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
