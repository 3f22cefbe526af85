import type { Term } from "./match.ts";
import type { RedFlagId } from "../contracts/vocabulary.ts";

export interface RedFlagDefinition {
  id: RedFlagId;
  label: string;
  /** How much feasibility loses when the flag is present. */
  penalty: number;
  terms: readonly Term[];
  technicalChallenge: string;
  risk: string;
}

/** Feasibility red flags: features of an idea that make a first version slow, costly or risky to ship. */
export const RED_FLAGS: readonly RedFlagDefinition[] = [
  {
    id: "hardware",
    label: "needs hardware",
    penalty: 2,
    terms: [
      "hardware", "device*", "sensor*", "wearable*", "robot*", "drone*", "3d print*", "manufactur*", "iot",
      "chip*", "batter*", "gadget*", "physical product*", /\bsmart (?:ring|watch|glasses|lock|collar|bottle|home)\b/,
      // Things made and shipped, and what they use up: tooling, certification and stock, whatever the product.
      "camera*", "feeder*", "dispenser*", "appliance*", "printer*", "kiosk*", "thermostat*", "refill*", "cartridge*", "consumable*",
    ],
    technicalChallenge: "Prototyping, certifying and manufacturing hardware",
    risk: "Hardware cost, supply chain and certification delays",
  },
  {
    id: "regulated",
    label: "operates in a regulated domain",
    penalty: 1.5,
    terms: [
      "medical", "patient*", "diagnos*", "clinical", "prescription*", "hipaa", "fda", "health record*", "bank",
      "banking", "lending", "loan*", "insur*", "credit score*", "investing", "investment*", "trading", "crypto*",
      "securities", "legal advice", "children", "kids", "minors", "gambling", "betting", "cannabis", "alcohol",
      "firearm*", "pharma*", "drug*", "therapy", "therapist*", "mental health", "gdpr", "compliance",
    ],
    technicalChallenge: "Handling regulated data and meeting compliance requirements",
    risk: "Regulatory approval or compliance work before launch",
  },
  {
    id: "marketplace-cold-start",
    label: "faces a marketplace cold start",
    penalty: 1.5,
    terms: [
      "marketplace*", "two-sided", "buyers and sellers", /\bconnect(?:s|ing)? [a-z-]+(?: [a-z-]+){0,3} (?:with|to) [a-z-]+/,
      /\bmatch(?:es|ing)? [a-z-]+(?: [a-z-]+){0,3} with\b/, "gig*", "on-demand",
    ],
    technicalChallenge: "Two-sided matching, trust, reviews and payments between strangers",
    risk: "Marketplace cold start: neither side joins until the other is there",
  },
  {
    id: "network-effects",
    label: "depends on network effects",
    penalty: 1,
    terms: ["social network*", "network effect*", "social media platform", "community app", "viral*"],
    technicalChallenge: "Moderation, feeds and growth loops that only work at scale",
    risk: "Value depends on many users joining before it is useful",
  },
  {
    id: "deep-tech",
    label: "needs deep technology",
    penalty: 2,
    terms: [
      /\btrain(?:ing)? (?:our|a|its|my) own (?:ai |ml )?model/, "foundation model*", "self-driving", "autonomous vehicle*",
      "quantum", "biotech*", "satellite*", "fusion", "nanotech*", "gene*therap*",
    ],
    technicalChallenge: "Research-grade technology with uncertain results",
    risk: "Technology may not reach the needed quality within the budget",
  },
  {
    id: "physical-operations",
    label: "needs physical operations",
    penalty: 1,
    terms: ["warehouse*", "fleet*", "courier*", "our own drivers", "physical store*", "storefront*", "kitchen*", "vending"],
    technicalChallenge: "Running physical operations (logistics, staff, premises) alongside software",
    risk: "Operational costs grow with every order",
  },
  {
    id: "impossible-premise",
    label: "rests on an impossible premise",
    penalty: 6,
    // Places people cannot live or work today, and machines that would break a law of physics.
    terms: [
      /\b(?:on|to|from) (?:mars|venus|jupiter|saturn|uranus|neptune|pluto)\b/, "on the moon", "another planet", "other planets",
      "martian*", "mars colon*", "lunar colon*", "interplanetary", "intergalactic", "perpetual motion",
      /\bfree energy (?:device|generator|machine|motor)s?\b/,
      "over-unity", "overunity", "infinite energy", "unlimited energy", "time travel*", "time machine*",
      /\btravel(?:s|ling|ing)? (?:back|forward) in time\b/, "faster than light", "faster-than-light", "teleport*",
      "anti-gravity", "antigravity", /\b(?:break|breaks|breaking|defy|defies|defying)\b(?: \w+){0,2} (?:laws? of physics|gravity|thermodynamics)/,
      "immortality", "live forever",
    ],
    technicalChallenge: "The premise itself: what the idea needs is not possible with known physics or where people can live today",
    risk: "The idea depends on something impossible today (another planet, perpetual motion, time travel or a broken law of physics), so no version of it can be built and sold as described",
  },
];
