// What the landing page and the New Idea screen may use of the public site.
export { readDraftIdea } from "./idea-dialog/draft-idea-link.ts";
export { OpenIdeaDialogButton } from "./idea-dialog/open-idea-dialog-button.tsx";
export { SIGN_IN_URL } from "./layout/site-links.ts";
export { siteInfoQueryOptions } from "./api.ts";
export { PlanCards } from "./plans/plan-cards.tsx";
