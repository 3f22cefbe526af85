import { matchRoute, type Parser } from "wouter";

/**
 * The signed-in screens. A signed-out visitor on one of these gets the protected wrapper
 * (its toast, then sign-in) instead of the landing page that every other path shows.
 * Kept apart from the app's route table so the signed-out bundle need not load it; a test keeps
 * the two in step.
 */
export const PROTECTED_PATHS: readonly string[] = [
  "/input",
  "/dashboard",
  "/library",
  "/progress",
  "/analytics",
  "/reports",
  "/report/:ideaId",
  "/settings",
  "/debug",
];

export function isProtectedPath({ path, parser }: { path: string; parser: Parser }): boolean {
  return PROTECTED_PATHS.some((pattern) => matchRoute(parser, pattern, path)[0]);
}
