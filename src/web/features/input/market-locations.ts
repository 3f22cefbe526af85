import type { Country } from "../../../shared/contracts/idea.ts";

/** The market a founder picks, and the country code the API receives for it. */
export const MARKET_LOCATIONS = [
  { label: "United States", country: "US" },
  { label: "Canada", country: "CA" },
  { label: "United Kingdom", country: "GB" },
  { label: "Australia", country: "AU" },
  { label: "Germany", country: "DE" },
  { label: "France", country: "FR" },
  // No global market code exists in the API, so Global researches the US market.
  { label: "Global", country: "US" },
] as const satisfies ReadonlyArray<{ label: string; country: Country }>;

export type MarketLocation = (typeof MARKET_LOCATIONS)[number]["label"];

export const DEFAULT_MARKET_LOCATION: MarketLocation = "United States";

export function countryForLocation(location: string): Country {
  return MARKET_LOCATIONS.find((entry) => entry.label === location)?.country ?? "US";
}
