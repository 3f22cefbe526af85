/** Colour intent of a display rule; the web client maps each tone to its own classes. */
export type Tone = "green" | "blue" | "yellow" | "orange" | "red" | "grey";
