/**
 * Ideas the empty idea fields (the input screen and the landing dialog) type out in turn, to show
 * the kind of detail that makes a good validation.
 */
export const EXAMPLE_IDEAS: readonly string[] = [
  "A scheduling app for independent dog walkers that books recurring walks and bills owners monthly",
  "A marketplace connecting local bakers with offices for weekly pastry deliveries",
  "A browser extension that summarizes terms of service in plain English before you sign up",
  "An AI tutor that helps nursing students practice for their licensing exam",
  "A subscription kit that helps renters grow herbs on a small balcony",
];
