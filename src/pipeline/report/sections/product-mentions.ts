/**
 * Names of products and projects in sentences, read only where the sentence uses them as products:
 * someone switched to it, uses or pays for it, it charges or offers something, it is listed among
 * alternatives, or the sentence says what kind of app, tool or company it is. A capitalised word
 * anywhere else (a person, a place, a headline) is not a product.
 */

/** One word of a product's name: capitalised or camel-cased, with the marks brands use ("Wag!", "Click & Grow"). */
const WORD = String.raw`(?:[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*|[A-Z]{2,}[a-z]*|[0-9]+[A-Z][A-Za-z]+)(?:[.'’](?:io|ai|com|app|js|ly)\b)?!?`;
const NAME = String.raw`${WORD}(?:(?:\s&\s|\s)${WORD}){0,2}`;
/** A name's optional company suffix or parenthesis ("Theranos Inc. (/ˈθɛr.ən.oʊs/)"). */
const SUFFIX = String.raw`(?:,?\s+(?:Inc|Ltd|LLC|Corp)\.?)?(?:\s*\([^)]{0,60}\))?`;
const LIST = String.raw`${NAME}(?:,\s*${NAME})*(?:,?\s+(?:and|or)\s+${NAME})?`;

/** What a product is said to be: the nouns that make "X is a … <noun>" a product sentence. */
const KIND = String.raw`(?:app|apps|application|tool|service|platform|software|product|company|startup|start-up|marketplace|brand|device|solution|system|library|framework|website|provider|business|corporation|firm|project|subscription|kit|garden|extension|plugin|api|saas|network|maker|manufacturer|retailer|vendor|alternative|competitor|manager|player|site|store|client|browser|studio|program|agency|streamer|console|gadget|appliance|supplier|chain|lab|laboratory|clinic)`;

/** Words that may open a sentence: "Tools like X" as well as "tools like X". */
const either = (words: string) => `(?:${words.split("|").map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join("|")})`;

/** Plural nouns before "like X, Y" that name people, not products. */
const NOT_PRODUCTS = "(?<!\\b(?:people|folks|guys|users|customers|friends|names|men|women|kids|parents|investors|founders|celebrities|writers|authors|actors|stars)\\s)";

const PATTERNS: readonly RegExp[] = [
  // "PaymentPing is the invoice reminder app …", "Theranos Inc. was an American … corporation"
  new RegExp(String.raw`(?:^|[.;:]\s+|\bthe\s+)(${NAME})${SUFFIX}\s+(?:is|was|has been)\s+(?:a|an|the|one of the)\s+(?:[\w’'-]+\s+){0,7}?${KIND}\b`, "g"),
  // "Everlywell offers …", "Rover takes a 20% cut", "Quibi shut down"
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b(?:and|but|while|because)\s+)(${NAME})${SUFFIX}\s+(?:offers|charges|costs|lets you|helps|provides|takes a|launched|raised|shut down|shuts down|is shutting down|ceased|went bankrupt|filed for|pivoted|announced|sells|acquired)\b`, "g"),
  // "we switched to X", "I use X", "instead of X", "paying for X"
  new RegExp(String.raw`\b(?:switched (?:over )?(?:to|from)|moved (?:to|from)|migrated (?:to|from)|(?:I|we|We) (?:use|used|tried|pay for|paid for|signed up for|subscribe to|went with|chose)|instead of|pay(?:ing)? for|subscription to|account (?:on|with))\s+(${NAME})`, "g"),
  // "I've been using X", "we recommend X", "a subscription to X", "X.com"
  new RegExp(String.raw`\b(?:use|using|recommend(?:ed)?|prefer(?:red)?|installed|subscribed to|signed up (?:for|with)|cancel(?:l?ed)? (?:my )?)\s+(${NAME})`, "g"),
  /\b([A-Z][A-Za-z0-9]+)\.(?:com|io|app)\b/g,
  // "X (open source)", "X (free)"
  new RegExp(String.raw`\b(${NAME})\s+\((?:free|open[- ]source|paid|self-hosted|defunct|discontinued)\b`, "g"),
  // "tools like X and Y", "alternatives such as X, Y, or Z", "contenders: X, Y, and Z", "one popular example was X"
  new RegExp(String.raw`\b${either("alternatives?|tools|apps|services|platforms|products|companies|startups|competitors|options|players|contenders|vendors|solutions|managers|rivals")}(?:\s+(?:like|such as|including|to)|:|,\s+(?:like|such as|including))\s+(${LIST})`, "g"),
  new RegExp(String.raw`\b[a-z]+s\s+${NOT_PRODUCTS}(?:like|such as|including)\s+(${LIST})`, "g"),
  new RegExp(String.raw`\b(?:example (?:is|was)|rivals? (?:like|such as)|competitors? (?:like|such as)|similar to|compared (?:to|with)|versus|vs\.?)\s+(${LIST})`, "g"),
  // "X's pricing", "X's free tier", "the X app"
  new RegExp(String.raw`\b(${NAME})[’']s\s+(?:pricing|plans?|free (?:tier|plan|version)|paid plans?|self-hosted|subscription|app|platform|service|customers|users|founders?)\b`, "g"),
  new RegExp(String.raw`\b[Tt]he\s+(${NAME})\s+(?:app|platform|service|smart \w+|device|website|extension|subscription)\b`, "g"),
];

/** Capitalised words that open a sentence or name no product. */
const NOT_A_NAME = new Set([
  "I", "It", "The", "This", "That", "These", "Those", "We", "They", "You", "My", "Our", "Your", "Their", "A", "An", "And", "But", "Or",
  "If", "So", "Then", "There", "He", "She", "His", "Her", "One", "Some", "Many", "Most", "All", "Any", "Each", "Other", "Another", "What",
  "Why", "How", "When", "Where", "Who", "Which", "Yes", "No", "Not", "Also", "Just", "Even", "Now", "Today", "Here", "In", "On", "At",
  "For", "With", "As", "By", "From", "To", "Of", "Its", "Such", "Both", "Every", "After", "Before", "While", "Because", "Since",
  "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December", "English", "American", "British", "European", "US", "USA", "UK",
  "EU", "AI", "API", "SaaS", "CEO", "CTO", "FDA", "GPS", "LLC", "Inc", "OK", "Hacker", "News", "Wikipedia", "GitHub", "Google Search",
  "Reddit", "Update", "Edit", "Note", "Photo", "Image", "Read", "See", "Sign", "Get", "Try", "Free", "Pro", "Premium",
  "Open", "Source", "Self", "Build", "Buy", "Feature", "Features", "Pricing", "Plans", "Step", "First", "Second", "Third", "Finally",
]);

const WORD_PATTERN = new RegExp(`^${WORD}$`);

/** A matched name cleaned of a leading sentence word ("The", "We") and trailing punctuation. */
function cleanName(raw: string): string | null {
  const words = raw.trim().replace(/[.,;:]+$/, "").split(/\s+/);
  while (words.length && NOT_A_NAME.has(words[0]!.replace(/!$/, ""))) words.shift();
  while (words.length && NOT_A_NAME.has(words.at(-1)!.replace(/!$/, ""))) words.pop();
  const name = words.join(" ").replace(/\s&$/, "");
  if (name.length < 2 || !words.every((w) => w === "&" || WORD_PATTERN.test(w))) return null;
  return name;
}

const splitList = (list: string) => list.split(/,?\s+(?:and|or)\s+|,\s*/).map((part) => part.trim()).filter(Boolean);

/** Product names a sentence uses as products, in the order they appear. */
export function productNames(sentence: string): string[] {
  const found: Array<{ at: number; name: string }> = [];
  for (const pattern of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const group = match[1] ?? "";
      const at = (match.index ?? 0) + match[0].indexOf(group);
      for (const part of splitList(group)) {
        const name = cleanName(part);
        if (name) found.push({ at, name });
      }
    }
  }
  const names: string[] = [];
  for (const { name } of found.sort((a, b) => a.at - b.at)) if (!names.includes(name)) names.push(name);
  return names;
}

/** A name's letters and digits, for telling two spellings of one vendor apart ("Click & Grow", clickandgrow.com). */
export const vendorKey = (name: string) => name.toLowerCase().replace(/&/g, "and").split("/").pop()!.replace(/\b(?:inc|ltd|llc|corp)\b\.?/g, "").replace(/[^a-z0-9]+/g, "");

/** A sentence that says what kind of product the name is ("X is a … app"). */
export function saysWhatItIs(sentence: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(String.raw`${escaped}(?:,?\s+(?:Inc|Ltd|LLC|Corp)\.?)?\s+(?:is|was|offers|provides|lets you|helps)\b`).test(sentence);
}

/** Words saying a product stopped: the mark of a precedent. */
export const DEFUNCT = /\b(?:shut(?:s|ting)? down|shuttered|ceased operations|ceased trading|went (?:out of business|bankrupt|under)|filed for (?:chapter \d+ )?bankruptcy|dissolved|defunct|discontinued|is closing|closed its doors|wound down|winding down|folded|no longer (?:available|sold|supported)|end of life|sunset(?:ting)?|failed|collapsed|went under|was shut)\b/i;
/** Words saying a product costs nothing or its code is open. */
export const OPEN_SOURCE = /\b(?:open[- ]source|self-hosted|self-host(?:able|ing)?|MIT licen[cs]e|Apache licen[cs]e|GPL)\b/i;
export const FREE = /\b(?:free (?:tier|plan|version|forever|to use|and open)|is free|for free|no per-seat fees|costs nothing|at no cost|free of charge)\b/i;
