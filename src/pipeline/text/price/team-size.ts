/** A per-person price with no team size stated: a small business team (rule of thumb). */
export const DEFAULT_TEAM_SIZE = 5;

const TEAM_RANGE = /\b(\d[\d,]*)\s?(?:-|–|to)\s?(\d[\d,]*)\s+(?:staff|employees|people|seats|users|members|agents|engineers|developers|lawyers|teachers|clinicians|students)\b/i;
const TEAM_SIZE = /\b(?:teams?|firms?|companies|practices|offices|clinics|schools|classes) (?:of|with) (?:about |around |up to )?(\d[\d,]*)\s*(?:staff|employees|people|seats|users|members|engineers|developers|students)?\b/i;

const toNumber = (digits: string) => Number(digits.replace(/,/g, ""));

/**
 * How many people a per-person price is multiplied by for one account: the geometric mean of a stated
 * range (a firm of 20-200 is more often 60 than 110 people), else the team size the founder states,
 * else a small team.
 */
export function readTeamSize(text: string): { count: number; stated: boolean } {
  const range = TEAM_RANGE.exec(text);
  if (range?.[1] && range[2]) {
    const low = toNumber(range[1]);
    const high = toNumber(range[2]);
    if (low > 0 && high >= low) return { count: Math.round(Math.sqrt(low * high)), stated: false };
  }
  const size = TEAM_SIZE.exec(text);
  if (size?.[1]) return { count: toNumber(size[1]), stated: true };
  return { count: DEFAULT_TEAM_SIZE, stated: false };
}
