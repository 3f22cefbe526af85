import { SIGN_IN_URL } from "../layout/site-links.ts";

/** The query parameter that carries a visitor's typed idea through sign-in to the New Idea screen. */
export const DRAFT_IDEA_PARAM = "idea";

/**
 * Sign-in that returns to a prefilled /input: the idea rides in the return path, so it survives
 * local sign-in and an OpenID Connect round trip alike without anything stored in the browser.
 */
export function signInToValidateUrl(ideaText: string): string {
  const idea = ideaText.trim();
  if (!idea) return `${SIGN_IN_URL}?returnTo=${encodeURIComponent("/input")}`;
  const returnTo = `/input?${new URLSearchParams({ [DRAFT_IDEA_PARAM]: idea }).toString()}`;
  return `${SIGN_IN_URL}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Sign-in that returns to the idea the landing page is already validating: its progress, which
 * moves on to the report once it is written (the idea becomes the account's at sign-in).
 */
export function signInToFollowUrl(ideaId: string): string {
  return `${SIGN_IN_URL}?returnTo=${encodeURIComponent(`/progress?idea=${encodeURIComponent(ideaId)}`)}`;
}

/** The idea carried by that link, read once when the New Idea screen opens. */
export function readDraftIdea(search: string): string {
  return new URLSearchParams(search).get(DRAFT_IDEA_PARAM)?.trim() ?? "";
}
