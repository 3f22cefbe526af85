/** Billing said in words; "no subscription" is a one-off sale. */
const ONE_OFF = /\b(?:one[- ]off|one[- ]time|once|outright|lifetime (?:deal|licen[cs]e|access)|single purchase|(?:no|without an?|never an?) (?:subscription|monthly fee)|pay once)\b/i;
const RECURRING = /\b(?:subscri\w*|membership|recurring|retainer|renews?)\b/i;

export function saysOneOff(words: string): boolean {
  return ONE_OFF.test(words);
}

export function saysRecurring(words: string): boolean {
  return RECURRING.test(words) && !/\b(?:no|without an?|never an?) subscription\b/i.test(words);
}

// A free trial, free shipping or "sugar-free" is not a free tier.
const FREE_TIER = new RegExp(
  [
    String.raw`\bfreemium\b`,
    String.raw`(?<![-\w])free (?:(?:basic|starter|personal|community|hobby|solo|individual|lite) )?(?:tier|plan|version|account|level|edition|forever|option|app)\b`,
    String.raw`(?<![-\w])(?:free|costs nothing) for (?!\d|a (?:week|month|day)|one |the first|\w+ days?\b|\w+ weeks?\b|\w+ months?\b)\w+`,
    String.raw`(?<![-\w])free (?:up to|to (?:start|use|join|download|list|sign up|try|read|play))\b`,
    String.raw`\b(?:is|are|stays|stay|remains|remain) (?:always |completely |totally )?free\b(?! (?:trial|shipping|delivery|returns))`,
    String.raw`\bfor free\b`,
    // "Free for 5 applications, then $9/month": free up to a count of uses (not "free for 14 days").
    String.raw`(?<![-\w])free for (?:the first |up to )?\d+ (?!days?\b|weeks?\b|months?\b|years?\b)[a-z]+`,
    // "Free with a $4.99 premium", "free, with a paid pro plan".
    String.raw`(?<![-\w])free,? with (?:an? )?(?:[$£€]?\d[\d.,]*(?:\/\w+)? )?(?:premium|pro|paid|plus|upgrade)\b`,
  ].join("|"),
  "i",
);

export function saysFreeTier(words: string): boolean {
  return FREE_TIER.test(words);
}

// Ads that pay for the product, not ads the founder buys to find customers ("run Facebook ads").
const ADS = new RegExp(
  [
    String.raw`\bads? (?:supported|funded)\b`,
    String.raw`\b(?:funded|paid for|supported) (?:by|through|with) (?:ads|adverts|advertis\w+|sponsors\w*)\b`,
    String.raw`\bfree with ads\b`,
    String.raw`\b(?:sell|sells|selling|serve|serves|serving|show|shows|showing|display|displays|displaying) (?:\w+ )?(?:ads|adverts|advertising|ad space|ad slots|sponsored \w+)\b`,
    String.raw`\b(?:ad|ads|advertising) (?:revenue|income|model|slots|space|placements|inventory)\b`,
    String.raw`\b(?:revenue|money|income) (?:from|through|via) (?:ads|adverts|advertis\w+|sponsor\w*)\b`,
    String.raw`\bsponsored (?:listings|posts|placements|content|slots|episodes)\b`,
    String.raw`\bsponsorships?\b`,
    String.raw`\bmoneti[sz]\w* (?:with|through|via|by) (?:ads|adverts|advertis\w+|sponsor\w*)\b`,
  ].join("|"),
  "i",
);

export function saysAds(words: string): boolean {
  return ADS.test(words.replace(/-/g, " "));
}
