import { useSiteInfo } from "./use-site-info.ts";

type AddressKind = "supportEmail" | "privacyEmail" | "dataProtectionEmail";

/**
 * A configured contact address as a mail link. Until it loads a neutral placeholder keeps the line's
 * shape; if it cannot load, the visitor is pointed to the contact page instead of a dead link.
 */
export function EmailAddress({ kind, className }: { kind: AddressKind; className?: string }) {
  const { site, isError } = useSiteInfo();
  if (isError) return <a href="/contact" className={linkClasses(className)}>our contact page</a>;
  if (!site) return <span className="inline-block h-4 w-40 animate-pulse rounded bg-muted align-middle" aria-label="Loading address" role="img" />;
  const address = site[kind];
  return <a href={`mailto:${address}`} className={linkClasses(className)}>{address}</a>;
}

function linkClasses(extra?: string): string {
  return `break-all font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded-sm ${extra ?? ""}`;
}

