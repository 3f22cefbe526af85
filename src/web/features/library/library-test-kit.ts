import { screen } from "@testing-library/react";
import type { Idea, ProgressResponse } from "../../../shared/contracts/idea.ts";
import { jsonResponse, mockFetch, signedIn, type FakeRoute } from "../../test/mock-fetch.ts";

/** Rendering the whole app in jsdom is slow on a busy machine: finding the first screen may take this long. */

export function progressOf(idea: Idea, overrides: Partial<ProgressResponse["status"]> = {}): ProgressResponse {
  return {
    ideaId: idea.id,
    status: { state: "validating", current: { name: "research" }, stages: [], estimatedSecondsRemaining: 0, error: null, ...overrides },
  };
}

/** A signed-in founder whose library holds `ideas`, plus any further routes. */
export function library(ideas: Idea[], extra: Record<string, FakeRoute> = {}) {
  return mockFetch({ "GET /api/auth/user": signedIn, "GET /api/ideas": () => jsonResponse(ideas), ...extra });
}

export const cardTitles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
