/** Breakpoints by window width in CSS pixels (the same as Tailwind's defaults). */
export const BREAKPOINTS = [
  { name: "xs", min: 0, max: 639 },
  { name: "sm", min: 640, max: 767 },
  { name: "md", min: 768, max: 1023 },
  { name: "lg", min: 1024, max: 1279 },
  { name: "xl", min: 1280, max: 1535 },
  { name: "2xl", min: 1536, max: null },
] as const;

export type BreakpointName = (typeof BREAKPOINTS)[number]["name"];

/** Under this width the sidebar gives way to the mobile header. */
export const MOBILE_BREAKPOINT_PX = 768;

export function getBreakpoint(width: number): BreakpointName {
  let current: BreakpointName = "xs";
  for (const breakpoint of BREAKPOINTS) if (width >= breakpoint.min) current = breakpoint.name;
  return current;
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}
