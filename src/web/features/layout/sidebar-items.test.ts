import { describe, expect, it } from "vitest";
import { buildStatusSection, isItemActive, SETTINGS_ITEM, SIDEBAR_SECTIONS } from "./sidebar-items.ts";

describe("sidebar items", () => {
  it("has SPEC's Main and Validation entries and Settings", () => {
    const byId = new Map(SIDEBAR_SECTIONS.flatMap((section) => section.items).map((item) => [item.id, item]));
    expect(SIDEBAR_SECTIONS.map((section) => section.label)).toEqual(["Main", "Validation", "Analytics", "Tools"]);
    expect(byId.get("new-idea")).toMatchObject({ label: "New Idea", href: "/input" });
    expect(byId.get("library")).toMatchObject({ label: "Idea Library", href: "/library" });
    expect(byId.get("reports")).toMatchObject({ label: "Reports", href: "/reports" });
    expect(SETTINGS_ITEM).toMatchObject({ label: "Settings", href: "/settings" });
  });

  it("shows Active Validations only for a positive count while enabled", () => {
    expect(buildStatusSection({ activeCount: 0 })).toBeNull();
    expect(buildStatusSection({ activeCount: 2, enabled: false })).toBeNull();
    expect(buildStatusSection({ activeCount: 2 })?.items[0]).toMatchObject({ label: "Active Validations", href: "/library", badge: 2 });
  });

  it("marks New Idea current on / and /input, and the library on reports", () => {
    const [newIdea, library] = SIDEBAR_SECTIONS[0]?.items ?? [];
    expect(newIdea && isItemActive(newIdea, "/")).toBe(true);
    expect(newIdea && isItemActive(newIdea, "/input")).toBe(true);
    expect(library && isItemActive(library, "/report/abc")).toBe(true);
    expect(library && isItemActive(library, "/reports")).toBe(false);
    expect(library && isItemActive(library, "/input")).toBe(false);
    const activeValidations = buildStatusSection({ activeCount: 1 })?.items[0];
    expect(activeValidations && isItemActive(activeValidations, "/library")).toBe(false);
  });
});
