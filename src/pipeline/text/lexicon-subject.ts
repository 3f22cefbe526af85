// The vocabulary the subject reading (text/subject.ts) uses: words for kinds of product, for how a
// product is made or reached, for counting, time and the deal, and English morphology ("detect" →
// "detection"). Lists of words about how English names products, never of any market's products.
import { singularOf } from "./word-forms.ts";
import { wordTable } from "../../shared/word-table.ts";

/** Nouns that say what kind of product it is but not what it is about: "app", "service", "kit". */
export const KIND_NOUNS: ReadonlySet<string> = new Set([
  "app", "apps", "application", "platform", "service", "tool", "software", "saas", "marketplace", "website", "site",
  "system", "solution", "product", "kit", "kits", "device", "subscription", "subscriptions", "api", "startup", "company", "business",
  "network", "hub", "way", "ways", "thing", "idea", "ideas", "people", "user", "users", "customer", "customers", "one", "version", "mvp",
  "brand", "brands", "wearable", "wearables", "dashboard", "dashboards", "extension", "extensions", "plugin", "plugins", "add-on", "addon", "integration", "robot", "robots", "store", "shop",
  "sdk", "sdks", "library", "widget", "utility", "utilities", "program", "programme",
]);
/** What a founder offers, before a verb in -ing of what it does for people ("a course teaching nurses", "an app helping seniors"). */
export const OFFERINGS: ReadonlySet<string> = new Set([...KIND_NOUNS, "course", "courses", "class", "classes", "workshop", "bootcamp", "newsletter", "podcast", "book", "guide", "community", "club"]);
/**
 * Nouns of how a founder frames the work, not of a product: its aim ("the goal of this project", "my
 * main focus"), the work itself ("a short experiment", "a mobile application project"), the problem
 * it answers ("The problem: farmers…", "the issue with time tracking"; "issues" in a city are things), what it gives ("the ability to run auctions",
 * "access to…") or words of worth and share ("lots of potential", "I'm part of a small team", "That help is Bookshop").
 */
export const FRAMING_NOUNS: ReadonlySet<string> = new Set([
  "goal", "goals", "aim", "aims", "purpose", "mission", "vision", "focus", "objective", "objectives", "dream", "ambition",
  "project", "projects", "experiment", "experiments", "concept", "initiative", "attempt", "endeavour", "endeavor",
  "problem", "problems", "issue", "challenge", "challenges", "ability", "access", "accessibility", "essence", "gist",
  "potential", "opportunity", "opportunities", "part", "amount", "reason", "reasons", "help",
]);
/**
 * Nouns that, alone, name no thing a product is about: a sort, a time, a quality, a share ("the times and
 * types of activities", "in the same direction", "quality time"). In a compound they may ("delivery times").
 */
export const ABSTRACT_ALONE: ReadonlySet<string> = new Set([
  "type", "types", "sort", "sorts", "kind", "kinds", "time", "times", "while", "direction", "directions", "quality", "matter", "matters",
  "list", "lists", "life", "lives", "thing", "things", "stuff", "lot", "lots", "number", "numbers", "level", "levels",
  "way", "ways", "one", "ones", "fact", "facts", "world", "love", "friend", "friends", "offering", "offerings", "industry", "industries", "product", "products",
]);
/** Kind nouns that name no kind of product to show beside it ("My idea: a mobile car wash" is no "car wash idea"). */
export const NO_PRODUCT_KIND: ReadonlySet<string> = new Set(["idea", "ideas", "thing", "way", "one", "version", "mvp", "people", "user", "users", "customer", "customers"]);
/** Heads that say only that a thing is handled ("resume builder", "log management"): the thing handled is what the subject is about. */
export const HANDLING_HEADS: ReadonlySet<string> = new Set(["builder", "builders", "generator", "generators", "creator", "creators", "management"]);
/** Heads of a product that teaches: what its learners learn names its subject ("language" of an AI tutor for "language learners"). */
export const TEACHING_HEADS: ReadonlySet<string> = new Set(["tutor", "tutors", "teacher", "teachers", "coach", "coaches", "course", "courses", "lesson", "lessons", "class", "classes", "tutoring", "coaching"]);

/**
 * Words that say how a product is made or reached, not what it is about ("an AI tool", "an online platform"):
 * with a kind of product and nothing else they name only a kind, and what it does names the subject.
 */
export const GENERIC_QUALIFIERS: ReadonlySet<string> = new Set([
  "ai", "ai-powered", "ai-driven", "ai-based", "llm", "gpt", "online", "digital", "mobile", "web", "web-based", "cloud", "cloud-based",
  "virtual", "automated", "automatic", "intelligent", "simple", "easy", "new", "better", "modern", "all-in-one", "one-stop",
  "peer-to-peer", "p2p", "two-sided", "on-demand", "b2b", "b2c", "white-label", "subscription-based", "personalized", "personalised", "custom", "customized", "tailored",
  "iot", "full-stack", "specialized", "specialised", "innovative", "comprehensive", "user-friendly", "easy-to-use", "progressive",
  "pre-paid", "prepaid", "elegant", "beautiful", "powerful", "affordable", "convenient", "lightweight", "robust", "seamless", "intuitive", "scalable",
]);
/** Nouns of a product that helps or answers for someone, whatever it is about ("an AI assistant that answers support emails"). */
export const HELPER_NOUNS: ReadonlySet<string> = new Set(["assistant", "assistants", "bot", "bots", "chatbot", "chatbots", "copilot", "copilots"]);
/** What holds the product ("a box of craft beers"): named by what it holds. */
export const CONTAINERS: ReadonlySet<string> = new Set(["box", "boxes", "pack", "packs", "bundle", "bundles", "basket", "baskets", "crate", "crates", "bag", "bags", "hamper", "hampers"]);
/** What boxes and packs do, which the tagger may read as a noun after what they hold ("boxes of fresh pasta ship…"). */
export const CONTAINER_VERBS: ReadonlySet<string> = new Set(["ship", "arrive", "come", "cost", "go", "land", "start", "sell", "deliver", "include", "contain"]);
/** "HIPAA-compliant", "privacy-first", "GPT-powered", "self-hosted": a hyphened word of how a product is made or held to a rule. */
export const HOW_SUFFIX = /-(?:compliant|certified|approved|powered|enabled|driven|based|hosted|first|friendly|ready|native|style|like|inspired)$/;
/** Where a kind of product runs ("a Chrome extension", "a Slack bot", "a CLI tool"): before a kind noun it names only a kind too. */
export const PLATFORMS: ReadonlySet<string> = new Set(["tablet", "phone", "smartphone", "ipad", "iphone", "android", "ios", "browser", "chrome", "firefox", "safari", "slack", "discord", "teams", "github", "gitlab", "cli", "command-line", "terminal", "vscode", "whatsapp", "telegram", "excel", "wordpress", "figma", "notion", "ide", "intellij", "jetbrains", "airtable",
  "shopify", "woocommerce", "salesforce", "hubspot", "zoom", "jira", "xero", "quickbooks", "outlook", "gmail"]);
/**
 * What a famous product held up as a model does, for a product modelled on it for people ("Tinder for
 * roommates" → "roommate matching", "Uber for dog walkers" → "dog walker booking").
 */
export const MODEL_JOBS: Readonly<Record<string, string>> = wordTable({
  tinder: "matching", bumble: "matching", hinge: "matching", uber: "booking", lyft: "booking", taskrabbit: "booking", rover: "booking",
  airbnb: "rentals", turo: "rentals", vrbo: "rentals", linkedin: "networking", nextdoor: "networking", facebook: "networking",
  yelp: "reviews", tripadvisor: "reviews", glassdoor: "reviews", upwork: "jobs", fiverr: "jobs", indeed: "jobs", craigslist: "classifieds",
  duolingo: "learning", coursera: "courses", udemy: "courses", masterclass: "courses", netflix: "streaming", spotify: "streaming",
  peloton: "fitness", strava: "activity tracking", classpass: "classes", headspace: "meditation", calm: "meditation",
  doordash: "delivery", instacart: "delivery", grubhub: "delivery", deliveroo: "delivery", opentable: "reservations",
  kickstarter: "crowdfunding", gofundme: "fundraising", patreon: "memberships", substack: "newsletters", etsy: "marketplace",
  ebay: "marketplace", venmo: "payments", paypal: "payments", stripe: "payments", robinhood: "investing", calendly: "scheduling",
  zillow: "listings", instagram: "photo sharing", pinterest: "inspiration", tiktok: "short videos", youtube: "videos", wework: "coworking",
});
/**
 * Famous products founders hold up as a model whose job the lexicon does not name ("Slack for
 * hospitals", "Canva for teachers"). A description's first word is capitalised whatever it is
 * ("Telemedicine for pets"), so there only a name known here, in MODEL_JOBS or PLATFORMS is a model.
 */
export const MODEL_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(MODEL_JOBS), ...PLATFORMS,
  "canva", "loom", "grammarly", "zapier", "trello", "asana", "dropbox", "mailchimp", "squarespace", "wix", "quizlet", "chatgpt", "photoshop",
  "waze", "goodreads", "letterboxd", "zocdoc", "carta", "gusto", "airtable", "typeform", "intercom", "zendesk", "docusign", "ynab", "splitwise",
  "fitbit", "tesla", "amazon", "google", "shazam", "kayak", "expedia", "groupon", "snapchat", "twitter", "reddit", "quora", "wikipedia",
  "twitch", "audible", "kindle", "chegg", "skillshare", "noom", "myfitnesspal", "redfin", "opendoor", "turbotax", "klarna", "revolut", "monzo",
  "plaid", "gumroad", "doordash", "postmates", "lime", "bird", "wag", "care.com", "thumbtack", "angi", "houzz", "bumble", "grindr", "meetup", "eventbrite",
]);
/** Adjectives that count rather than describe ("a few drops"). */
export const QUANTIFIERS = new Set(["few", "many", "much", "several", "more", "most", "less", "fewer", "enough", "other", "various", "same", "own", "single", "lot", "lots", "dozens", "hundreds", "thousands", "millions", "billions"]);
/** Verbs in -ing that say only that something is done ("hate doing taxes"): the thing done is the subject. */
export const LIGHT_GERUNDS = new Set(["doing", "making", "getting", "having", "handling", "dealing", "losing", "missing", "forgetting"]);
/** Adjectives of how often ("a weekly meal kit"): they say when, not what the product is. */
export const FREQUENCIES = new Set(["hourly", "daily", "nightly", "weekly", "fortnightly", "monthly", "quarterly", "yearly", "annual"]);
/** Words for any work people are hired for, which name no market of their own ("for small jobs", "for repairs"). */
export const WORK_NOUNS: ReadonlySet<string> = new Set(["job", "jobs", "task", "tasks", "work", "gig", "gigs", "repair", "repairs", "project", "projects", "service", "services", "help", "errand", "errands", "shift", "shifts", "chore", "chores"]);
/** Words that close a noun phrase to say where or whether, not what ("running partners nearby", "tutors available"). */
export const AFTER_THE_NOUN: ReadonlySet<string> = new Set(["nearby", "available", "worldwide", "abroad", "included", "locally", "overnight", "instantly", "direct", "directly"]);
/**
 * Words of the deal rather than the product ("half price", "listing plan", "a 10% commission"): every
 * market's pages use them, so they never stand for the subject in searches or the relevance gate.
 */
export const DEALING_WORDS = new Set(["price", "prices", "cost", "costs", "fee", "fees", "money", "plan", "plans", "commission", "discount", "rate", "rates", "subscription", "payment", "payments", "charge", "charges"]);
/** Words that count time: dropped when they head a chunk ("hours"), kept when they qualify a noun ("day passes", "time tracking"). */
export const TIME_WORDS = new Set(["second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "time", "night", "nights", "weekend", "weekends", "evening", "evenings", "morning", "mornings"]);
/** Places off the Earth, however written ("on the moon", "a lunar base", "Martian colonists"), by the name pages use. */
export const OFF_WORLD: Readonly<Record<string, string>> = wordTable({ moon: "moon", lunar: "moon", mars: "mars", martian: "mars", venus: "venus", asteroid: "asteroid", asteroids: "asteroid" });
/** Verbs a description may open with, telling the customer what to do with the product ("Rent a robot lawn mower…"). */
export const IMPERATIVES: ReadonlySet<string> = new Set(["rent", "hire", "book", "buy", "order", "borrow", "lease", "swap", "share", "get", "find", "learn", "try", "meet", "join", "discover", "track", "send", "sell", "open"]);
/** Verbs a founder makes the product with ("We're building a booking system", "I want to launch an app"). */
export const MAKING = /^(?:(?:build|make|create|launch|develop|offer|sell|run|provide|start|design|open|deliver|send|ship|bring)(?:s|ing)?|built|made|created|launched|developed|started|designed|opened)$/;
/**
 * A founder's words of intent before what they will make ("I'm planning to open…", "thinking of starting…", "I'd like to start…",
 * "The plan is to launch…"), however the tagger reads them.
 */
export const INTENT = /^(?:want|wants|wanted|going|plan|plans|planning|planned|hope|hoping|aim|aiming|try|trying|think|thinking|consider|considering|intend|intending|like|decided|dream|dreaming)$/;
/** Words for a business of one's own that the people lexicon does not know as a business ("my own food truck", "a laundromat in town"). */
export const VENTURE_NOUNS: ReadonlySet<string> = new Set(["truck", "trucks", "cart", "laundromat", "pizzeria", "boutique", "bar", "daycare", "stand", "house", "café", "stable", "franchise", "affiliate", "parlor", "parlour", "bistro", "diner", "deli", "nursery"]);
/** Words for the idea itself: "is to" leads from them to what it makes ("My idea is to open a board game cafe", "The plan is to launch…"), and a colon after them to what it is ("Enter PawSquad’s innovation: pet telemedicine."). */
export const IDEA_WORDS: ReadonlySet<string> = new Set(["idea", "plan", "goal", "aim", "dream", "vision", "concept", "intention", "pitch", "innovation"]);
/** Verbs of having made, run or owned something: their doer is its maker ("created by the NGO…", "the team created…"). */
export const MADE_VERBS = /^(?:created|built|made|developed|designed|engineered|coded|invented|founded|launched|run|owned|backed)$/;
/** The job a verb does, as pages name it ("detect" → "fall detection", "track" → "expense tracking"); not a verb of buying ("book", "rent"), whose object is the product itself. */
export const ACTION_NOUNS: Readonly<Record<string, string>> = wordTable({
  detect: "detection", predict: "prediction", prevent: "prevention", forecast: "forecasting", track: "tracking", monitor: "monitoring",
  schedule: "scheduling", screen: "screening", plan: "planning", manage: "management", automate: "automation",
  translate: "translation", transcribe: "transcription", estimate: "estimates", remind: "reminders", collect: "collection",
  file: "filing", sort: "sorting", recycle: "recycling", clean: "cleaning", deliver: "delivery", edit: "editing", analyze: "analysis",
  analyse: "analysis", store: "storage", report: "reporting", test: "testing", verify: "verification", match: "matching",
  compare: "comparison", convert: "conversion", generate: "generation", invoice: "invoicing", summarize: "summaries", summarise: "summaries", repair: "repair",
  measure: "measurement", count: "counting", share: "sharing", block: "blocking", fold: "folding", split: "splitting", backup: "backup", organize: "organizing", organise: "organising",
  train: "training", tutor: "tutoring", coach: "coaching", recover: "recovery", inspect: "inspection", scan: "scanning", grade: "grading",
  answer: "answering", mark: "marking", review: "review", farm: "farming", garden: "gardening", calculate: "calculation", identify: "identification", recognize: "recognition", recognise: "recognition", diagnose: "diagnosis", digitize: "digitization", digitise: "digitisation",
});
/** The job of people named by their trade ("tutors" → "tutoring", "cleaners" → "cleaning"); null for people of no job the lexicon knows. */
export function tradeOf(people: string): string | null {
  const one = singularOf(people.toLowerCase().split(" ").at(-1)!);
  return ACTION_NOUNS[one] ?? (one.endsWith("er") ? ACTION_NOUNS[one.slice(0, -2)] ?? null : null);
}
/** Where a device stands or how it is carried: it says nothing of what the device does ("countertop machine"). */
export const PLACEMENTS: ReadonlySet<string> = new Set(["countertop", "tabletop", "desktop", "kitchen", "home", "portable", "handheld", "compact", "mini", "pocket", "wall-mounted", "under-sink"]);
/** What such a device is called whatever it makes ("machine", "appliance"): named by what it makes instead. */
export const DEVICE_NOUNS: ReadonlySet<string> = new Set(["machine", "machines", "appliance", "appliances", "gadget", "gadgets", "device", "devices", "maker", "makers", "unit", "units"]);
