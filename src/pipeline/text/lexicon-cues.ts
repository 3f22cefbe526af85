import type { Term } from "./match.ts";

/** Words that state a problem exists, whether or not it hurts. */
export const PROBLEM_TERMS: readonly Term[] = [
  "problem*", "issue*", "struggl*", "hard to", "difficult*", "can't", "cannot", "can not", "unable to",
  "no way to", "no easy way", "lack*", "there is no", "there's no", "waste*", "los* track", "lose*", "losing",
  "miss*", "forget*", "challeng*", "pain point*", "bottleneck*", "inefficien*", "don't know", "do not know",
];

/** Words that show the problem hurts: emotion, cost or effort. */
export const PAIN_TERMS: readonly Term[] = [
  "frustrat*", "annoy*", "painful", "pain", "hate*", "tedious", "expensive", "costly", "costs them",
  "time-consuming", "time consuming", "waste*", "struggl*", "stress*", "overwhelm*", "nightmare*", "headache*",
  "hassle*", "tired of", "sick of", "burn* out", "burnout", "error-prone", "manual*", "slow*", "confus*",
  "broken", "unreliable", "chas*", "fall through the cracks", "falls through the cracks", "lose*", "losing",
  "lost", "miss*", "difficult*", "hard to", "can't", "cannot", "unable to",
];

/** Words that sharpen pain into urgency. */
export const INTENSITY_TERMS: readonly Term[] = [
  "very", "extremely", "really", "hate*", "nightmare*", "desperate*", "huge", "constant*", "always", "every day",
  "every week", "every month", "daily", "weekly", "hours", "so much", "massive*", "critical", "urgent*",
  "terrible", "awful", "biggest", "thousands", "millions",
];

export const TIMING_TERMS: readonly Term[] = [
  "recent*", "lately", "new regulation*", "regulation*", "new law*", "ai", "a.i.", "llm*", "gpt*", "chatgpt",
  "generative", "remote work", "hybrid work", "work from home", "post-pandemic", "pandemic", "trend*", "growing",
  "rising", "increasing*", "boom*", "shift*", /\bsince (?:19|20)\d\d\b/, "this year", "emerging", "just launched",
  "cheaper than ever", "more and more", "nowadays", "these days",
];

export const DIFFERENTIATION_TERMS: readonly Term[] = [
  "unlike", "instead of", "better than", "cheaper than", "faster than", "simpler than", "easier than", "the only",
  "first to", "no one", "nobody", "existing tools", "existing solutions", "existing apps", "current tools",
  "current solutions", "competitor*", "alternative*", "without having to", "without needing", "differen*",
  "unique*", "10x", "one click", "one-click", "in minutes", "in seconds",
];

/** Evidence that the founder has met the problem: interviews, pre-sales, lived experience. */
export const VALIDATION_TERMS: readonly Term[] = [
  "willing to pay", "would pay", "asked for", "asking for", "waitlist*", "wait list", "pre-order*", "pre-sale*",
  "presale*", "letter* of intent", "signed up", "sign-ups", "signups", "interview*", "talked to", "spoke to",
  "spoken to", "surveyed", "survey*", "pilot*", "beta user*", "paying customer*", "in my experience",
  /\bi(?:'ve| have) (?:seen|experienced|had|watched)\b/, /\bas an? [a-z-]+(?: [a-z-]+)?, i\b/, "my clients",
  "my customers", "my colleagues", "my friends",
];

export const MONETISATION_TERMS: readonly Term[] = [
  "willing to pay", "would pay", "will pay", "pay us", "charg*", "pricing", "price*", "revenue", "monetiz*",
  "monetis*", "fee*", "paid plan*", "paid tier*", "subscription*", "commission*", "advertis*", "licens*", "licenc*",
  /[$€£]\s?\d[\d,]*(?:\.\d+)?/, /\b\d+(?:[.,]\d+)?\s?(?:dollars|usd|eur|euros|gbp|pounds)\b/,
];

export const PRICE_TERMS: readonly Term[] = [
  /[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?[km]\b)?/, /\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|eur|euros|gbp|pounds)\b/,
];

export const QUANTIFIED_TERMS: readonly Term[] = [
  /\b\d[\d,.]*\s?(?:%|percent|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|users?|customers?|people|companies|businesses|teams?|clients?|times)\b/,
  /\b(?:los(?:e|es|ing)|lost|cost(?:s|ing)?|spend(?:s|ing)?|spent|wast(?:e|es|ed|ing)|pay(?:s|ing)?|paid)\s+(?:\w+\s+){0,3}[$€£]\s?\d[\d,]*(?:\.\d+)?/,
  "every day", "every week", "every month", "daily", "weekly", "monthly", "per week", "per day",
  "half of", "most of", "twice",
];

export const SOLUTION_TERMS: readonly Term[] = [
  "app", "apps", "application", "platform", "tool", "tools", "website", "web app", "software", "saas", "service",
  "marketplace", "extension", "plugin", "plug-in", "bot", "chatbot", "api", "dashboard", "system", "build*",
  "creat*", "help*", "let*", "allow*", "enabl*", "automat*", "track*", "generat*", "connect*", "device*",
  "wearable*", "product", "kit", "monitor*", "alert*", "remind*", "sends", "offer*", "provid*", "subscription box*",
];

export const GENERIC_CUSTOMER_TERMS: readonly string[] = [
  "people", "everyone", "anyone", "users", "user", "person", "persons", "individuals", "humans", "someone",
  "customers", "customer", "clients", "consumers", "folks", "others", "the public",
];

export const GEOGRAPHY_TERMS: readonly string[] = [
  "United States", "USA", "US", "U.S.", "America", "North America", "Canada", "United Kingdom", "UK", "Britain",
  "England", "Scotland", "Ireland", "Germany", "France", "Spain", "Italy", "Netherlands", "Europe", "EU",
  "Nordics", "Australia", "New Zealand", "India", "Japan", "China", "Singapore", "Southeast Asia", "Asia",
  "Africa", "Nigeria", "Kenya", "Brazil", "Mexico", "Latin America", "Middle East", "London", "New York",
  "San Francisco", "Berlin", "Paris", "Toronto", "Sydney", "Melbourne", "Los Angeles", "Chicago", "Austin",
];

/** The words that open a relative clause about a noun before them ("a tool that…", "sitters who…"). */
export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(["that", "which", "who"]);
/** Articles, prepositions, conjunctions and the verb "to be": words that name nothing, in a query or on a page. */
export const FUNCTION_WORDS: readonly string[] = ["a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "with", "from", "and", "or", "but", "that", "this", "is", "are", "was"];
