import { describe, expect, it } from "vitest";
import { DEFAULT_TEAM_SIZE, readTeamSize } from "./team-size.ts";

describe("readTeamSize", () => {
  it("takes a stated team size", () => {
    expect(readTeamSize("For teams of 12 engineers, $20/user per month.")).toEqual({ count: 12, stated: true });
  });

  it("estimates from a stated range of firm sizes", () => {
    expect(readTeamSize("Accounting firms of 20-200 staff, $49 per seat per month.")).toEqual({ count: 63, stated: false });
  });

  it("falls back to a small team", () => {
    expect(readTeamSize("$8 per user each month.")).toEqual({ count: DEFAULT_TEAM_SIZE, stated: false });
  });
});
