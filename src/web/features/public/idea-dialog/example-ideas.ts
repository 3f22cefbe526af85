/** Examples the idea field's placeholder types out in turn (SPEC 5). */
export const EXAMPLE_IDEAS = [
  "A scheduling app for independent dog walkers that books recurring walks and bills owners monthly",
  "A marketplace that connects home cooks with neighbours who want healthy weekly meal prep",
  "A browser extension that turns long Slack threads into a short summary for remote teams",
  "A subscription that repairs and resells outgrown kids' bikes in the same neighbourhood",
  "An AI tutor that helps nursing students practise clinical case questions before exams",
] as const;
