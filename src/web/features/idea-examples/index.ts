// Example ideas typed into an empty idea box, used by the New Idea screen and the public idea dialog.
export { EXAMPLE_IDEAS } from "./example-ideas.ts";
export { useTypedPlaceholder } from "./use-typed-placeholder.ts";
