import { MOBILE_BREAKPOINT_PX } from "../../../shared/display/breakpoints.ts";

export const DESKTOP_MAX_HEIGHT_PX = 600;
export const MOBILE_HEIGHT_OFFSET_PX = 280;
export const MOBILE_MIN_HEIGHT_PX = 200;

/** At most 600 px on desktop; on mobile the window height less 280, at least 200. */
export function textareaMaxHeight({ windowWidth, windowHeight }: { windowWidth: number; windowHeight: number }): number {
  if (windowWidth >= MOBILE_BREAKPOINT_PX) return DESKTOP_MAX_HEIGHT_PX;
  return Math.max(MOBILE_MIN_HEIGHT_PX, windowHeight - MOBILE_HEIGHT_OFFSET_PX);
}
