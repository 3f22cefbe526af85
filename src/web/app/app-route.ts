import { matchRoute, type Parser } from "wouter";
import type { PageComponent, PageProps } from "./lazy-page.ts";

/** One signed-in screen: its path, the title and description, and the screen itself. */
export interface AppRoute {
  path: string;
  title: string;
  description?: string;
  /** Screens still to be built show only their title. */
  page?: PageComponent;
  /** The screen draws its own page heading, so the layout leaves its title out. */
  ownHeading?: boolean;
}

/** The first route whose path matches, with its parameters; `fallback` when none does. */
export function findAppRoute({ routes, fallback, path, parser }: {
  routes: readonly AppRoute[];
  fallback: AppRoute;
  path: string;
  parser: Parser;
}): { route: AppRoute; params: PageProps } {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: { ...(params as PageProps) } };
  }
  return { route: fallback, params: {} };
}
