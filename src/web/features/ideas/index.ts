// What other features may use of the founder's ideas: the list, each idea's progress and the
// mutations on them.
export { ideasKeys, readIdeaList, useDeleteIdea, useDeleteIdeas, useMarkReviewed } from "./api.ts";
export { useIdeaProgress } from "./use-idea-progress.ts";
export { useActiveValidations, useIdeas } from "./use-ideas.ts";
