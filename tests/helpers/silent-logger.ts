import type { Logger } from "../../src/pipeline/types.ts";

const ignore = () => {};
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
