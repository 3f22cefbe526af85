import { cutAtPause } from "./display/shorten-title.ts";

export const MAX_DERIVED_TITLE_LENGTH = 80;
const UNTITLED = "Untitled idea";

// Openings that say nothing about the idea itself; removed repeatedly so "So basically, I want to build" goes too.
const FILLERS: readonly RegExp[] = [
  /^(?:hi|hello|hey)(?: there| all| everyone)?\b[,!.]?\s*/i,
  /^(?:so|ok|okay|well|basically|essentially|honestly|alright|right)\b[,!.]?\s*/i,
  /^(?:my|our|the|this|an?|one)\s+(?:startup\s+|business\s+|app\s+)?idea\s+(?:is|would be)\s*(?:to\s+|about\s+|for\s+|that\s+|:\s*)?/i,
  /^(?:here(?:'s| is)\s+)?(?:my|our|an?)\s+(?:startup\s+|business\s+|app\s+)?idea\s*(?:for|about|:|-|–|—)?\s*/i,
  /^(?:i|we)(?:'m| am|'re| are)?\s+(?:really\s+)?(?:want(?:ing)?|would like|'d like|wish|hope|plan(?:ning)?|thinking(?: about| of)?|considering|going|trying|looking)\s+(?:to\s+)?(?:build(?:ing)?|creat(?:e|ing)|mak(?:e|ing)|launch(?:ing)?|start(?:ing)?|develop(?:ing)?|design(?:ing)?)?\s*/i,
  /^(?:i|we)(?:'m| am|'re| are)\s+(?:build|creat|mak|launch|start|develop|design)ing\s+/i,
  /^(?:i|we)\s+(?:will|would|could|can|should)\s+(?:build|create|make|launch|start|develop|design)\s+/i,
  /^(?:let's|lets|let us)\s+(?:build|create|make|launch|start)\s+/i,
  /^(?:imagine|picture|what if|how about)\b[,:]?\s*/i,
  /^(?:build|create|make|launch|develop|design)\s+/i,
  /^(?:a|an|the)\s+/i,
];

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|inc|ltd|approx)\.$/i;

/** The first sentence: ends at . ! ? followed by a space, or at a line break; abbreviations and decimals don't count. */
function firstSentence(text: string): string {
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l.length > 0) ?? "";
  const ender = /[.!?]+(?=\s|$)/g;
  for (let match = ender.exec(line); match; match = ender.exec(line)) {
    const candidate = line.slice(0, match.index + match[0].length);
    if (!ABBREVIATIONS.test(candidate)) return line.slice(0, match.index);
  }
  return line;
}

function stripFillers(text: string): string {
  let current = text.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const filler of FILLERS) {
      const next = current.replace(filler, "");
      // Never strip the whole sentence away: "Build" alone stays rather than becoming empty.
      if (next !== current && next.trim().length > 0) {
        current = next.trim();
        changed = true;
      }
    }
  }
  return current;
}

/** A provisional idea title from a description: first sentence, filler removed, at most 80 characters. */
const SECTION_LINE = /^\s*(?:Problem|Customers|Solution|Business model|Other details)\s*:\s*/i;
/** Template text: a question an older Improve wrote into the text, or its checklist. Never a title. */
const TEMPLATE_LINE = /not stated yet —|^\s*(?:Checklist:|\[[ x]\]\s)/i;

/**
 * The founder's words a title is taken from: in a text arranged under headings, what it says it
 * builds (the Solution line, else the first section with words in it), never a heading or template line.
 */
function titleSource(description: string): string {
  const lines = description.split(/\r?\n/).filter((line) => line.trim() && !TEMPLATE_LINE.test(line));
  if (!lines.some((line) => SECTION_LINE.test(line))) return description;
  const chosen = lines.find((line) => /^\s*Solution\s*:/i.test(line)) ?? lines.find((line) => SECTION_LINE.test(line)) ?? "";
  return chosen.replace(SECTION_LINE, "");
}

export function deriveTitle(description: string): string {
  // Fillers go before the sentence split too, so a greeting such as "Hello!" is not taken as the title.
  const sentence = stripFillers(firstSentence(stripFillers(titleSource(description).replace(/^[\s\-*•#>]+/, ""))));
  const cut = cutAtPause({ text: sentence.replace(/\s+/g, " "), max: MAX_DERIVED_TITLE_LENGTH, minKeep: 25, beforeClause: true })
    .replace(/[\s.,;:!?'"“”‘’()\-–—…]+$/u, "")
    .replace(/^["“‘'(]+/u, "");
  if (cut.length === 0) return UNTITLED;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}
