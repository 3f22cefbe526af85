// What other features may use of the library: the pace at which an idea card's stage text changes.
export { STAGE_TEXT_DEBOUNCE_MS } from "./idea-card.tsx";
