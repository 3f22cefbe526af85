import { COMPANY_ENDED, ENDED } from "./ending-words.ts";
import { KIND_NOUNS, PLATFORMS } from "./lexicon-subject.ts";
import { isKnownWord, readText } from "./nlp.ts";
import { escapeRegExp } from "./match.ts";

/**
 * Names of products and projects in sentences, read only where the sentence uses them as products:
 * someone switched to it, uses or pays for it, it charges or offers something, it is listed among
 * alternatives, or the sentence says what kind of app, tool or company it is. A capitalised word
 * anywhere else (a person, a place, a headline) is not a product.
 */

/**
 * One word of a product's name: capitalised or camel-cased, with the marks brands use ("Wag!", "Click & Grow"). Each word matches one
 * way only: a list of names is read by patterns that repeat this one, and a word two alternatives could match would make a long list's
 * failed attempts grow exponentially (a README's "Verified against Sentry, Honeybadger, …" of eleven names once took 76 s).
 */
const WORD = String.raw`(?:[A-Z](?=[A-Za-z0-9]*[a-z0-9])[A-Za-z0-9]+|i[A-Z][a-z][A-Za-z0-9]*|[A-Z]{2,}(?![A-Za-z0-9])|[0-9]+[A-Z][A-Za-z]+|[0-9]+(?:[a-z]{4,}|[a-z]+[A-Z][A-Za-z]*))(?:-[A-Z][A-Za-z0-9]*)?(?:[.'’](?:io|ai|com|app|js|ly)\b|['’]d\b)?[!+]?`;
/**
 * "Keycloak StytchPasswordless-first" (a table's cells run together in a snippet): a word joined to a lower-case one by a hyphen is a
 * modifier, no further word of a name. A possessive joins two words of one ("The Farmer’s Dog"); `cleanName` keeps it only after "The".
 */
const NAME = String.raw`${WORD}(?:(?:\s&\s|\s|['’]s\s)${WORD}(?![A-Za-z0-9]|-[a-z])){0,3}`;
/** A name's optional company suffix or parenthesis ("Theranos Inc. (/ˈθɛr.ən.oʊs/)"). */
const SUFFIX = String.raw`(?:,?\s+(?:Inc|Ltd|LLC|Corp)\.?)?(?:\s*\([^)]{0,60}\))?`;
const LIST = String.raw`${NAME}(?:,\s*${NAME})*(?:,?\s+(?:and|or)\s+${NAME})?`;
/** "Y Combinator graduate Prim", "Techstars alum Pager": what program a company went through, no part of its name. */
const ALUMNUS = String.raw`(?:(?:[A-Z][\w-]*\s+){1,2}(?:graduate|alum|alumnus)\s+)`;
/** Where a company of a list is ("Village Laundry Service in India", "24tidy out of China"): a place after the name, no part of it. */
const WHERE = String.raw`(?:\s+(?:in|out of|from)\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?![\w-]))`;
/**
 * One product of a list as reviews write them: "basic PayPal invoices", "the FreelancerPulse system",
 * "Adobe’s Creative Suite", "even Excel", "Umami (self-hosted)" (the words around the name are dropped when it is read).
 */
const ITEM = String.raw`(?:(?:the|a|an|basic|manual|free|paid|even|just|plain|old|good old|classic|tools like)\s+)?${ALUMNUS}?(?:${NAME}[’']s\s+)?${NAME}(?:\s+(?:invoices|invoicing|links|system|app|apps|platform|software|tool|suite|plans?|accounts?|integration))?(?:\s+\([^()]{1,30}\))?${WHERE}?`;
const ITEMS = String.raw`${ITEM}(?:,\s*${ITEM})*(?:,?\s+(?:and|or)\s+(?:even\s+)?${ITEM})?`;

/** What a product is said to be: the nouns that make "X is a … <noun>" a product sentence. */
const KIND = String.raw`(?:app|apps|application|tool|service|platform|software|product|company|startup|start-up|marketplace|brand|device|solution|system|library|framework|website|provider|business|corporation|firm|project|subscription|kit|garden|extension|plugin|api|saas|network|maker|manufacturer|retailer|vendor|alternative|competitor|manager|player|site|store|client|browser|studio|program|agency|streamer|console|gadget|appliance|supplier|chain|lab|laboratory|clinic|operator)`;

/** Words that may open a sentence: "Tools like X" as well as "tools like X". */
const either = (words: string) => `(?:${words.split("|").map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join("|")})`;

/** What a company said to be of this kind is not: one that owns, studies, advises, funds or reports on a market, or a word that only points ("the company X"). */
const NOT_A_PRODUCT_COMPANY = "the|a|an|this|that|its|their|our|his|her|parent|holding|owner|mother|research|analytics|consulting|law|investment|accounting|advisory|media|news|insurance";

/** A kind of business right before a name that then acts as one ("dog-walking startup Wag files for…", "rival app Rover raised…"). */
const KIND_BEFORE = String.raw`\b(?:startup|start-up|company|app|service|platform|marketplace|brand|rival|competitor)\s+`;

/** Plural nouns before "like X, Y" that name people, places or things no one sells as a service ("drugs such as Adderall"), not products (stores "including Costco" sell the product: a channel, not a rival). */
const NOT_PRODUCTS = "(?<!\\b(?:people|folks|guys|users|customers|friends|names|men|women|kids|parents|investors|founders|celebrities|writers|authors|actors|stars|places|cities|countries|states|towns|regions|areas|markets|stores|outlets|retailers|shops|supermarkets|grocers|chains|accounts|banks|cards|wallets|drugs|medications|medicines|stimulants|substances|chemicals|ingredients|minerals|flavors|flavours|foods|materials|diseases|conditions|disorders|symptoms|firms|investors|capitalists|funds|backers|universities|colleges|schools|campuses|hospitals|governments|municipalities|technologies|protocols|standards|formats|languages|is|was|has|does|looks|sounds|seems|feels|works)\\s)";

/** Not right after a maker's name ("Google services", "Apple's apps"): such a list names that maker's own products. */
const MAKERS_OWN = String.raw`(?<!\b(?!(?:Other|The|These|Those|Many|Some|Popular|Similar|Several|Most|All|Free|Paid|Open)\b)[A-Z][A-Za-z]+(?:[’']s)?\s)`;

/** Not what the product is sold or marketed through ("discounted cleanings through platforms like Groupon"): a channel, not a rival. */
const THROUGH_A_CHANNEL = String.raw`(?<!\b(?:through|via)\s)`;

/** Words that may stand between a company's name and its end ("X has officially shut down", "Sitemeter is being permanently shut down"). */
const ENDING_ADVERBS = "(?:has|had|have|was|is|being|also|later|eventually|officially|permanently|quietly|finally|suddenly|abruptly|quickly|just|now|soon)";

/** "YNAB requires extra upkeep than different apps", "(YNAB) is unlike any other budgeting tool": a name measured against other products of its kind is one (an acronym too). */
const THAN_OTHERS = new RegExp(String.raw`(?:^|[.;:,(]\s*)(${NAME})\)?\s+(?:[\w’'-]+\s+){1,6}?(?:than|unlike)\s+(?:any\s+)?(?:other|different|most|many)\s+(?:[\w/-]+\s+)?${KIND}`, "g");
/** A noun for a person that a kind of product may qualify ("Jeremy Adams, a software engineer living in…"): the name is a person's. */
const PERSON_NOUN = String.raw`(?:engineers?|developers?|designers?|consultants?|architects?|managers?|executives?|experts?|specialists?|analysts?|researchers?|writers?|reviewers?|journalists?|reporters?|editors?|founders?|entrepreneurs?|users?|owners?|fans?|enthusiasts?|professionals?|veterans?|salesm[ae]n|sellers?|buyers?|consultancy)\b`;
/**
 * "That's why I like Habo, an open-source habit tracking app", "Cachet, the most popular open-source
 * alternative, hasn't seen a commit since 2022": a name with what kind of product it is beside it, mid-sentence or
 * opening it. Its words may hold a bracket ("an open-source (GPL-3.0) … system"), never "of" ("John, the founder of the company"),
 * and its kind owns nothing ("Jeff Dunn, the company's CEO").
 */
const APPOSITIVE = new RegExp(String.raw`(?:^|(?<=\b[a-z]+\s))(${NAME}),\s+(?:an?|the)\s+(?:(?!(?:of|at|for|from|with|by)\s)[\w’'-]+\s+|\([^)]{0,30}\)\s+){0,6}?${KIND}\b(?![’']s)(?!\s+${PERSON_NOUN})(?!\s+[A-Z])`, "g");
/** "we switched from Xero to FreeAgent": both ends of a switch are products, an acronym too ("from Mint to YNAB"). */
/** A switch in any tense ("we switched", "Migrating from Passage to Authsignal", "we'd migrated off Keycloak"). */
// ("move to Tokyo", "moving to Berlin" are a person's; only "moved", as before, of the moves.)
const SWITCHING = String.raw`(?:[Ss]witch(?:ed|es|ing)?|[Mm]oved|[Mm]igrat(?:ed|es|ing|e)|[Cc]hang(?:ed|es|ing|e))(?:\s+(?:your|our|their|my)\s+\w+)?`;
/** "switch from something like Gumroad to Teachable, to Podia": what a switch starts from may be named as an example. */
const LIKE = String.raw`(?:(?:something|tools?|apps?|services?|platforms?)\s+like\s+|the likes of\s+)?`;
const SWITCHED_FROM = new RegExp(String.raw`\b${SWITCHING}\s+(?:over\s+)?(?:from|off|away from)\s+${LIKE}(${NAME})`, "g");
/** Where a switch goes, and each further step ("to Teachable, to Podia, to Thinkific"). */
const SWITCHED_TO = new RegExp(String.raw`\b${SWITCHING}\s+(?:over\s+)?(?:(?:from|off|away from)\s+${LIKE}${NAME}\s+)?to\s+(${NAME}(?:,\s+(?:and\s+|or\s+|then\s+)?to\s+${NAME})*)`, "g");

/** "made significant acquisitions, including Drivy", "Getaround acquired Drivy and …": what a company bought ("acquired by" names the buyer, and is left out below). */
const ACQUIRED = new RegExp(String.raw`\b(?:acquisitions?,?\s+(?:including|such as|like|of)|acquired|acquires|bought|buys|purchased)\s+(?:rival\s+)?(${LIST})`, "g");
/** "both brands", "the two companies": words that call the names listed before them products. */
const BOTH_BRANDS = /\b(?:both|all three|the two|the three)\s+(?:brands|companies|startups|apps|products|services|platforms|makers|rivals|competitors)\b/;
/**
 * "…a final legal victory over Ultrahuman and RingConn after the … Commission found that both brands infringed…": names the sentence then
 * calls brands. Read only in a sentence with such words: the list and the words apart cost a long sentence much trying.
 */
const CALLED_BRANDS = new RegExp(String.raw`\b(${NAME}(?:,\s*${NAME})*,?\s+and\s+${NAME})\b(?=[^.;!?]{0,120}?${BOTH_BRANDS.source})`, "g");
/** "the Datadog pricing page", "a ChatGPT/Claude subscription": a name with its price list or plan. */
const WITH_PLAN = new RegExp(String.raw`\b(${NAME}(?:\/${NAME})?)\s+(?:pricing(?: page)?|price list|paid plan|free (?:tier|plan)|subscription)\b`, "g");
/** "I was once an Evernote user", "a long-time Todoist customer" (not "a Licensed user": a participle says what kind of user). */
const USER_OF = new RegExp(String.raw`\b(?:an?|the)\s+(?:(?:long-time|longtime|happy|loyal|former|paying|premium|daily)\s+)?(${NAME})\s+(?:user|customer|subscriber)s?\b`, "g");
/** "Fathom's Salesforce integration writes…", "Otter's new AI Chat feature": the product whose feature it is (not a maker's product, as "Adobe’s Creative Suite" is). */
const FEATURE_OF = new RegExp(String.raw`\b(${NAME})[’']s\s+(?:(?:[A-Z][\w-]*|new|own|built-in|[a-z]+(?:al|ive|ic|ed|ing))\s+){0,2}(?:integrations?|features?|modes?|dashboard|API|extension|plugin|bot|assistant)\b`, "g");

const PATTERNS: readonly RegExp[] = [
  // "PaymentPing is the invoice reminder app …", "Theranos Inc. was an American … corporation"
  // ("Livemocha was an online language learning community": a community online is a product of its own.)
  // ("Desk.com, previously known as Assistly, is a SaaS help desk…": an aside may stand between.)
  new RegExp(String.raw`(?:^|[.;:]\s+|\bthe\s+)(${NAME})${SUFFIX}(?:,[^,]{1,60},)?\s+(?:is|was|has been)\s+(?:a|an|the|one of the)\s+(?:[\w’'-]+\s+){0,7}?(?:${KIND}|(?<=\bonline\s(?:[\w’'-]+\s+){0,4})community)\b`, "g"),
  // "Petco has a similar program, Repeat Delivery": a name said to offer the like of what the text is about.
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b[a-z]+\s+)(${NAME})${SUFFIX}\s+(?:has|had|offers|offered|runs|ran|launched|built)\s+(?:a|an|its own)\s+(?:similar|competing|rival|comparable)\s+(?:${KIND}|program|programme|offering|feature|model)\b`, "g"),
  // "Another ai app offering free usage with limited features is TalkPal", "The closest alternative is Plausible": a kind, then the name it is.
  new RegExp(String.raw`(?:^|[.;:]\s+)(?:[Aa]nother|[Oo]ne other|[Tt]he (?:best|closest|cheapest|biggest|main|only|other))\s+(?:[\w’'-]+\s+){0,8}?(?:${KIND}|option)\b[^.;:!?]{0,80}?\s+(?:is|was)\s+(${NAME})(?=\s*[.,;:!?)]|\s*$)`, "g"),
  // "Everlywell offers …", "Rover takes a 20% cut", "Quibi shut down", "Theranos failed" (not "failed to")
  new RegExp(String.raw`(?:^|[.;:,]\s+|\(|\b[a-z]+\s+)(${NAME})${SUFFIX}\s+(?:(?:also|now|still|already|even|recently|just)\s+)?(?:offers|offered|provides an api|starts at|is compatible with|integrates with|works with|supports|automates|integrates|handles|generates|charges|costs|will (?:charge|take) (?:a|an|\d+)|lets you|helps|provides|takes (?:a|an|\d+)|(?:was|were) founded|is headquartered|bought|launched|raised|shut down|shuts down|is shutting down|ceased|ended (?:its )?(?:operations|service)|went bankrupt|filed for|files for|is filing for|pivoted|announced|sells|acquired|failed(?!\s+to\b))\b`, "g"),
  // "Mailchimp announced they’re closing TinyLetter forever", "shutting down Google Hire": what a company ends is its product.
  new RegExp(String.raw`\b(?:shut(?:s|ting)?\s+down|clos(?:e|es|ed|ing)|kill(?:s|ed|ing)?|discontinu(?:e|es|ed|ing)|sunset(?:s|ted|ting)?)\s+(${NAME})(?=\s*(?:[.,;:!?…]|$|\s+(?:forever|for good|entirely|completely|today|this|next|last|in|on|at|after|by)\b))`, "g"),
  // "it’s time to close our doors here at Hello Parking", "we at Acme": the writer's own company.
  new RegExp(String.raw`\b(?:here at|[Ww]e at|[Oo]ur team at|[Tt]he team at|[Ww]e here at)\s+(${NAME})`, "g"),
  // "we switched to X", "I use X", "instead of X", "paying for X"
  SWITCHED_FROM,
  SWITCHED_TO,
  new RegExp(String.raw`\b(?:(?:I|we|We) (?:use|used|tried|pay for|paid for|signed up for|subscribe to|went with|chose)|instead of|pay(?:ing)? for|subscription to|account (?:on|with))\s+(${NAME})`, "g"),
  // "I’ve tried Notion, Apple Notes, even Google Sheets": what a writer has tried or used, listed
  new RegExp(String.raw`\b(?:I|we|We)(?:['’]ve| have)\s+(?:\w+\s+)?(?:used|tried|paid for|switched to)\s+(${ITEMS})`, "g"),
  USER_OF,
  // "It's being replaced with SiteCounter": what takes a product's place
  new RegExp(String.raw`\breplac(?:e|es|ed|ing)\s+(?:it\s+|them\s+)?with\s+(${NAME})`, "g"),
  // "I'm sticking to Obsidian", "I will stick with Evernote": what a writer keeps using
  new RegExp(String.raw`\b(?:stick(?:ing|s)?|stuck)\s+(?:with|to)\s+(?:my\s+)?(${NAME})`, "g"),
  // "tools that I have yet to try out: Roam, Todoist, Things": a list of what a writer has tried or will try
  new RegExp(String.raw`\b(?:try|tried|trying|test|tested|testing)(?:\s+out)?:\s+(${LIST})`, "g"),
  // "I've been using X", "we recommend X", "a subscription to X", "I started out with Mint.com"
  new RegExp(String.raw`\b(?:use|using|started (?:out )?with|set up|setting up|settl(?:e|ed|ing) for|recommend(?:ed)?|prefer(?:red)?|installed|[Ii]nstall(?:ing)?|[Dd]ownload(?:ed|ing)?|subscribed to|signed up (?:for|with)|cancel(?:l?ed)? (?:my )?)\s+(${NAME})`, "g"),
  APPOSITIVE,
  // "The platform, Turo, is known as…": a kind of product, then its name set off by commas
  // "a competing cold-press juicing device, the Froothie Juisir, for…"
  new RegExp(String.raw`\b(?:[Pp]latform|[Aa]pp|[Ss]ervice|[Ss]tartup|[Mm]arketplace|[Tt]ool|[Ww]ebsite|[Dd]evice|[Mm]achine|[Pp]roduct),\s+(?:the\s+)?(${NAME}),`, "g"),
  // "Turo, previously known as RelayRides": a product renamed (listed once, by its name now)
  new RegExp(String.raw`(?:^|[.;:]\s+|\b[a-z]+\s+)(${NAME}),?\s+(?:previously|formerly|originally)\s+(?:known as|called|named)\s+${NAME}`, "g"),
  // "Turo calls itself a “peer-to-peer car sharing service”", "cars rented from Turo or its rival"
  new RegExp(String.raw`\b(${NAME})\s+(?:calls|describes|bills|markets|brands)\s+itself\b`, "g"),
  new RegExp(String.raw`\b(${NAME})\s+(?:or|and)\s+(?:its|their)\s+(?:main\s+|biggest\s+|closest\s+)?(?:rivals?|competitors?)\b`, "g"),
  // "HidrateMe's competition includes the Trago smart bottle, BluFit, and the Hug bottle": what a product's rivals are said to include
  new RegExp(String.raw`\b(?:[Cc]ompetition|[Cc]ompetitors|[Rr]ivals|[Aa]lternatives)\s+(?:includes?|including|are)\s+([^.;:!?]+)`, "g"),
  // "I picked up a HidrateSpark Water Bottle", "I received a HidrateSpark PRO water bottle as a gift": what a writer bought or was given;
  // "why I wear a Whoop now", "If you bought a Samsung Galaxy Ring at $399": what someone wears or buys
  new RegExp(String.raw`\b(?:I|we|We|you|You)\s+(?:(?:just|finally|recently|also|now|still)\s+)?(?:picked up|bought|purchased|ordered|received|got|wear|wore|(?:am|was|were|are) wearing)\s+(?:an?|the|my|our|your)\s+(${NAME})`, "g"),
  // "made significant acquisitions, including Drivy", "Getaround acquired Drivy": what a company bought is a product of its market
  ACQUIRED,
  CALLED_BRANDS,
  // "Rocket Internet-backed ZipJet", "Y Combinator-backed Prim": a company someone backs is a product of its market (the backer is none);
  // "Japan-based Lenet": a company where it is based
  new RegExp(String.raw`\b\w+-backed\s+(${NAME})`, "g"),
  new RegExp(String.raw`\b[A-Z][a-z]+-based\s+(${LIST})`, "g"),
  // "Another friend had a good experience with Psychiatry-UK": what someone has tried, good or bad
  new RegExp(String.raw`\bexperiences?\s+(?:with|using)\s+(${NAME})`, "g"),
  // "StatCounter has been running since 1999": a service in operation
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b[a-z]+\s+)(${NAME})${SUFFIX}\s+(?:has|have|had)\s+been\s+(?:running|operating|around|in business|online)\s+(?:since|for)\b`, "g"),
  // "Pets.com to be put to sleep", "Open letter to Airbrake.io": a name written as its web address is a site's, not a person's or a place's
  // (not where something is sold or read: "on Amazon.com", "via Gumroad.com")
  new RegExp(String.raw`(?<![\w@/.-])(?<!\b(?:on|at|via|through|visit|visiting|from|by|see)\s)([A-Z](?=[A-Za-z0-9]*[a-z0-9])[A-Za-z0-9]+\.(?:com|io|ai|app))(?![\w/.-])`, "g"),
  // "Uptime Kuma (63,000+ GitHub stars)": a project counted by its stars
  new RegExp(String.raw`\b(${NAME})\s+\([\d.,]+k?\+?\s+(?:GitHub\s+)?stars\b`, "g"),
  THAN_OTHERS,
  // "When Mint came out, I jettisoned Quicken": what a writer left behind was a product they used
  new RegExp(String.raw`\b(?:I|we|We)\s+(?:(?:finally|eventually|just|had|have|then|quickly)\s+)?(?:ditched|jettisoned|dumped|abandoned|uninstalled|deleted|quit|cancell?ed)\s+(?:my\s+)?(${NAME})`, "g"),
  // "I was an avid user of Quicken and Quickbooks", "a long-time customer of Mint"
  new RegExp(String.raw`\b(?:user|customer|subscriber|fan)s?\s+of\s+(${LIST})`, "g"),
  // "an app like Splitwise", "a free tool such as Habitica": one product named by example ("a provider like Plaid" may supply the market, not rival it)
  new RegExp(String.raw`\b(?:an?|another)\s+(?:[\w-]+\s+)?(?:app|tool|service|platform|software|product|alternative|competitor|rival)\s+(?:like|such as)\s+(${ITEMS})`, "g"),
  // "X (open source)", "X (free)", "PostHog (cloud)"
  new RegExp(String.raw`\b(${NAME})\s+\((?:free|open[- ]source|paid|self-hosted|defunct|discontinued|cloud|hosted|managed|SaaS)\b`, "g"),
  // "Shared Budgeting Apps (Like Honeydue, Zeta)", "envelope systems (e.g. Goodbudget)": a kind with examples in brackets
  new RegExp(String.raw`\b${either(KIND.slice(3, -1))}s?\s*\((?:[Ll]ike|[Ss]uch as|[Ee]\.g\.,?|[Ii]ncluding)\s+(${ITEMS})\)`, "g"),
  // "Existing solutions (Dead Man's Snitch, Cronitor, Healthchecks.io) are good": examples in brackets after a plural kind, with no word before them
  new RegExp(String.raw`\b${either("solutions|tools|services|products|alternatives|competitors|options|rivals|incumbents")}\s*\((${ITEMS})\)`, "g"),
  // "Splitwise, Tricount and the like are great for groups": names listed as the kind's examples
  new RegExp(String.raw`(?:^|[.;:]\s+|\b[a-z]+\s+)(${NAME}(?:,\s*${NAME})*),?\s+and\s+(?:the like|others like (?:it|them)|similar (?:apps|tools|services))\b`, "g"),
  // "tools like X and Y", "alternatives such as X, Y, or Z", "contenders: X, Y, and Z", "one popular example was X"
  // ("other Google services, such as Google Drive and Gmail" lists a maker's own products, not the market's)
  // "Options considered: GA4, Plausible (cloud), PostHog (cloud)": what a decision record weighed
  // "Workspace-finding applications, such as Desktime, LiquidSpace, Loosecubes, and OpenDesks"
  new RegExp(String.raw`${MAKERS_OWN}${THROUGH_A_CHANNEL}\b${either("alternatives?|tools|apps|applications|services|platforms|products|companies|startups|competitors|options|players|contenders|vendors|solutions|managers|rivals|brands")}(?:\s+(?:like|such as|including|to)|(?:\s+(?:considered|evaluated|compared|reviewed))?:|,\s+(?:like|such as|including))\s+(${ITEMS})`, "g"),
  new RegExp(String.raw`${THROUGH_A_CHANNEL}\b[a-z]+s\s+${NOT_PRODUCTS}(?:like|such as|including)\s+(${ITEMS})`, "g"),
  // "Many beginner freelancers use Adobe’s Creative Suite, Microsoft Word, or even Excel": people using several products
  new RegExp(String.raw`\b(?:use|used|using|uses)\s+(${ITEM}(?:,\s*${ITEM})+(?:,?\s+(?:and|or)\s+(?:even\s+)?${ITEM})?)`, "g"),
  // "Wave Invoicing’s $0 entry point", "FreshBooks (often cited around $17-55/month)": a name with its price
  new RegExp(String.raw`\b(${NAME})[’']s\s+(?:[$€£]\s?\d|entry|starter|basic plan|pro plan|premium plan|cheapest)`, "g"),
  new RegExp(String.raw`\b(${NAME})\s+\([^)]{0,40}[$€£]\s?\d`, "g"),
  new RegExp(String.raw`\b(?:example (?:is|was)|rivals? (?:like|such as)|competitors? (?:like|such as)|similar(?:it(?:y|ies))? (?:to|with)|compared (?:to|with)|(?:[Cc]hecked|[Vv]erified|[Bb]enchmarked|[Tt]ested) against|[Uu]nlike(?:\s+the)?|versus|vs\.?)\s+(${LIST})`, "g"),
  // A company's end: "X filed for bankruptcy", "X has officially shut down", "the collapse of X", "X’s bankruptcy", "X, which folded in 2019"
  // "announce that Munchery is closing its doors"
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b(?:and|but|while|because|after|when|before|until|as|that)\s+|${KIND_BEFORE})(${NAME})${SUFFIX}\s+(?:${ENDING_ADVERBS}\s+){0,3}(?:${COMPANY_ENDED}|been (?:shut down|acquired))\b`, "g"),
  new RegExp(String.raw`\b(?:collapse|demise|bankruptcy|shutdown|failure|downfall|fall|death|closure) of (${NAME})`, "g"),
  // "The latest high-profile startup to close up shop is Zume"
  new RegExp(String.raw`\b(?:startup|company|app|service|platform|marketplace|brand)\s+to\s+(?:${COMPANY_ENDED})\s+(?:is|was)\s+(${NAME})`, "g"),
  // "Quibi will shut down", "Quibi to shut down", "decided to shut down Quibi"
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b(?:and|but|that|as)\s+|${KIND_BEFORE})(${NAME})${SUFFIX}\s+(?:will|would|to|is to|is set to|plans to|is going to)\s+(?:shut down|close (?:down|its doors|up shop)|wind down|fold|cease operations)\b`, "g"),
  // "decided to shut down Quibi", "Keurig Dr Pepper to cease production of Drinkworks"
  new RegExp(String.raw`\b(?:[Ss]hut(?:s|ting)? down|[Ww]ind(?:s|ing)? down|[Pp]ull(?:ed|s|ing)? the plug on|[Cc]eas(?:e|es|ed|ing) (?:production|operations|sales) of)\s+(${NAME})(?=[\s,.;:!?)]|$)`, "g"),
  // "Atrium, a 100-person legal tech startup founded by Justin Kan, shut down in March", "AeroFarms, headquartered in Newark, filed for voluntary Chapter 11 relief"
  // "(CNN) - Bird -- an electric scooter rental company found in many U.S. cities -- has filed for bankruptcy protection": between dashes as between commas
  new RegExp(String.raw`(?:^|[.;:]\s+|\)\s+[-—–]+\s+)(${NAME}),\s+(?:an?|the|based|headquartered|founded)\s+[^,]{3,100},\s+(?:${ENDING_ADVERBS}\s+){0,3}(?:${COMPANY_ENDED}|closed|filed for|ceased)\b`, "g"),
  new RegExp(String.raw`(?:^|[.;:]\s+|\)\s+[-—–]+\s+)(${NAME})\s+(?:--|—|–)\s*(?:an?|the|based|headquartered|founded)\s+[^—–]{3,100}?\s*(?:--|—|–)\s*(?:${ENDING_ADVERBS}\s+){0,3}(?:${COMPANY_ENDED}|closed|filed for|ceased)\b`, "g"),
  // "Raden and Bluesmart, makers of smart luggage, have been forced to close": names set beside what they make
  new RegExp(String.raw`(?:^|[.;:]\s+|\)\s+[-—–]+\s+)(${LIST}),\s+(?:the\s+)?(?:makers?|manufacturers?|developers?|operators?|creators?)\s+of\s+[^,]{2,60},`, "g"),
  new RegExp(String.raw`\b(${NAME})[’']s\s+(?:bankruptcy|collapse|demise|shutdown|failure|downfall|closure)\b`, "g"),
  new RegExp(String.raw`\b(${NAME}),\s+which\s+(?:${ENDING_ADVERBS}\s+){0,2}(?:${COMPANY_ENDED}|closed|filed for)\b`, "g"),
  // "another brand (Aerogarden)", "a competitor (Rover)"
  new RegExp(String.raw`\b(?:brand|product|app|company|service|tool|startup|competitor|platform)s?\s+\((${NAME})\)`, "g"),
  // "Wag and Rover, two dog walking and boarding apps, promise…", "a pet care startup called Wag", "Wag’s main competitor, Rover"
  new RegExp(String.raw`(?:^|[.;:]\s+)(${LIST}),\s+(?:an?|the|two|three|four|both|several)\s+(?:(?!\bof\s)[^,]){0,60}?\b(?:apps?|startups?|services|companies|company|platforms?|marketplaces?|brands?|tools?)\s*,`, "g"),
  // "I built Resume Tailor over a few weeks": what a writer made
  new RegExp(String.raw`\b(?:I|[Ww]e)\s+(?:(?:first|finally|then|just|recently)\s+)?(?:built|made|created|launched|founded)\s+(${NAME})`, "g"),
  // "we started building Homebase to reduce…": what someone builds
  new RegExp(String.raw`\b(?:started|began|been|are|were)\s+(?:building|developing)\s+(${NAME})`, "g"),
  // "We started Directus as an open-source project": what someone made a product as
  new RegExp(String.raw`\b(?:started|launched|founded|built|created|released|began)\s+(${NAME})\s+as\s+(?:an?|the)\s+(?:[\w’'-]+\s+){0,4}?${KIND}\b`, "g"),
  // "some free tier software for a while now called Prismic": a few words may come between the kind and its name
  new RegExp(String.raw`\b(?:${KIND}|feature|option)\s+(?:[\w-]+\s+){0,4}?(?:called|named)\s+(${NAME})`, "g"),
  // "subscribers of Ente", "sign up for Ente", "fierce competition from Blue Apron", "parity with LaunchDarkly", "rival service Plated"
  new RegExp(String.raw`\b(?:sign(?:ed|s|ing)? up (?:for|with)|(?:new )?sign-?ups (?:for|to)|(?:subscribers|customers|users|employees) (?:of|at)|competition (?:from|with)|parity with)\s+(${NAME})`, "g"),
  new RegExp(String.raw`\b(?:rival|competing)\s+(?:${KIND}\s+)?(${NAME})`, "g"),
  // "Kroger’s acquisition of Home Chef": what was bought is the market's product; the buyer may be from any market
  new RegExp(String.raw`\b(?:acquisition|purchase|takeover) of\s+(?:rival\s+)?(?:${KIND}\s+)?(${NAME})`, "g"),
  // "With Unleash, you can deploy…": what the product lets its user do
  new RegExp(String.raw`\b[Ww]ith\s+(${NAME}),\s+(?:you|teams|users|anyone|developers|customers)\s+(?:can|get|are able)\b`, "g"),
  // "an account executive for the software company 7shifts.", "the failures of virtual restaurant company Nextbite, …": a kind of product business right before
  // a name that ends the clause (a parent, an owner, or a firm that studies, advises, funds or reports on the market is none: "market-research firm 1010data")
  new RegExp(String.raw`\b(?<!parent |holding |owner |mother )(?:startup|start-up|vendor|platform|app|(?!(?:${NOT_A_PRODUCT_COMPANY})\s)[a-z][a-z-]+ company)\s+(${NAME})(?=\s*[.,;:)]|\s*$)`, "g"),
  // "a biotech company Theranos promised…": a kind of business right before the name (not its parent or owner, nor a firm that studies or advises the market: "market-research firm 1010data suggests")
  new RegExp(String.raw`\b(?<!parent |holding |owner |mother )(?<!research |analytics |consulting |law |investment |accounting |advisory )(?:startup|start-up|company|firm|maker|brand|service|app|platform|marketplace|dealer|retailer|provider|manufacturer|insurer|lender)(?:,)?\s+(${NAME})\s+(?:(?:first|also|now|then|quickly|soon|later|once)\s+)?(?:[a-z]+ed|[a-z]+s|sped|grew|became|began|built|made|ran|sold)\b`, "g"),
  new RegExp(String.raw`\b(?:main |biggest |closest |chief )?(?:competitor|rival)s?,\s+(${LIST})`, "g"),
  // "CEO and co-founder of X", "the makers of X"
  // (not a former one: "former president of Coca-Cola North America Jeff Dunn took over" names a past employer, not the market's product)
  new RegExp(String.raw`\b(?<!\b(?:former|ex-|then-|previous)\s?)(?:CEO|CTO|COO|[Ff]ounders?|[Cc]o-?founders?|[Pp]resident|[Mm]akers?|[Cc]reators?)(?:\s+and\s+(?:CEO|CTO|co-?founder|founder))?\s+(?:of|at)\s+(${NAME})`, "g"),
  // "I call it Hire Gnome": what a writer names the thing they made.
  new RegExp(String.raw`\b(?:I|[Ww]e)\s+(?:call(?:ed)?|named)\s+it\s+(${NAME})`, "g"),
  // "Better Stack - Uptime monitoring, incident management, …", "Buildkite - CI Pipelines free for 3 users…": a list's entry, a name then what it does.
  new RegExp(String.raw`^(${NAME})\s+[-–—]\s+(?:[A-Z][a-z]+|[A-Z]{2,}[\w/]*|An?)(?:\s+[\w/-]+,?){2,}`, "g"),
  // "X's pricing", "X's free tier", "X's rivals", "the X app"
  new RegExp(String.raw`\b(${NAME})[’']s\s+(?:rivals|competitors|pricing|plans?|free (?:tier|plan|version)|paid plans?|self-hosted|subscription|app|platform|service|customers|users|founders?|CEO|co-?founders?)\b`, "g"),
  // "the lead developer for the NetlifyCMS project"
  new RegExp(String.raw`\b[Tt]he\s+(${NAME})\s+(?:app|platform|service|smart \w+|device|website|extension|subscription|project|tool|software|library|framework|plugin)\b`, "g"),
  WITH_PLAN,
  // "Keurig Discontinues Kold Brewer", "discontinuing its Kold system", "kill off the horribly conceived Keurig Kold project": a product ended by its maker
  new RegExp(String.raw`\b(?:[Dd]iscontinu(?:e|es|ed|ing)|[Kk]ill(?:s|ed|ing)? off|[Ss]crap(?:s|ped|ping)|[Aa]x(?:e|es|ed|ing))\s+(?:the\s+|its\s+|their\s+)?(?:[a-z-]+\s+){0,2}?(${NAME})`, "g"),
  new RegExp(String.raw`(?:^|[.;:,]\s+|\b[a-z]+\s+)(${NAME})\s+(?:is|was|were|has been|had been|will be|is being)\s+(?:\w+ly\s+)?discontinued\b`, "g"),
  // "The solar road, known as Wattway, was…": the thing the sentence is about, then its name
  new RegExp(String.raw`(?:^|[.;:]\s+)(?:The|A|An|This|Its)\s+[^,]{2,40},\s+(?:also\s+|now\s+|better\s+)?known as\s+(${NAME})`, "g"),
  // "Otter and Fireflies cost $20 per seat per month", "Otter Business is $20 per seat per month": names the sentence prices
  new RegExp(String.raw`(?:^|[.;:]\s+)(${LIST})\s+(?:costs?|charges?|is|are|starts? at|runs?)\s+(?:only\s+|just\s+|about\s+|around\s+|roughly\s+)?[$€£]\s?\d`, "g"),
  FEATURE_OF,
  // "my little Otter bot", "a Calm subscription", "our Slack integration", "a Sitemeter account"
  new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur|[Aa]n?)\s+(?:(?:little|new|trusty|own|old|free|paid)\s+)?(${NAME})\s+(?:app|bot|extension|plugin|subscription|integration|dashboard|membership|account)\b`, "g"),
  // "Otter was one of the first AI notetakers": a name counted among the first or the biggest of a kind of thing (not of people or places,
  // nor of costs or problems: "Lighting is one of the biggest expenses for a vertical farm")
  new RegExp(String.raw`(?:^|[.;:]\s+)(${NAME})\s+(?:is|was|remains|became)\s+one of the (?:first|earliest|largest|biggest|leading|most popular|best-known|oldest)\s+(?!(?:[\w-]+\s+){0,3}?(?:people|women|men|cities|towns|countries|states|places|artists|players|writers|authors|actors|universities|schools|expenses|costs|problems|challenges|reasons|factors|issues|risks|things|ways|benefits|advantages|drawbacks|mistakes)\b)(?:[\w-]+\s+){0,3}?[a-z]{3,}s\b`, "g"),
  // "A few sites I dug up were LivePlan, Aha!, and BizPlan": products a writer lists as what they found or tried
  new RegExp(String.raw`\b(?:sites|apps|tools|services|products|platforms|options|alternatives|competitors|solutions)\s+(?:I|we)\s+(?:\w+\s+){0,2}?(?:found|tried|used|looked at|dug up|considered|tested|evaluated)\s+(?:were|are|include|included)\s+(${LIST})`, "g"),
];

/** Capitalised words that open a sentence or name no product. */
const NOT_A_NAME = new Set([
  "I", "It", "The", "This", "That", "These", "Those", "We", "They", "You", "My", "Our", "Your", "Their", "A", "An", "And", "But", "Or",
  "If", "So", "Then", "There", "He", "She", "His", "Her", "One", "Some", "Many", "Most", "All", "Any", "Each", "Other", "Another", "What",
  "Why", "How", "When", "Where", "Who", "Which", "Yes", "No", "Not", "Also", "Just", "Even", "Now", "Today", "Here", "In", "On", "At",
  // The network itself ("offering veterinary advice over the Internet"), and a person's title shortened ("Dr").
  "Internet", "Dr", "Mr", "Mrs", "Ms", "Prof",
  // A verb opening a sentence ("Lets you send up to 3,000 transactional emails/month").
  "Lets",
  // Words of when opening a sentence ("Later Google launched a separate website goo.gl").
  "Later", "Earlier", "Soon", "Eventually", "Meanwhile", "Recently", "Previously", "Initially", "Originally", "Currently",
  "For", "With", "As", "By", "From", "To", "Of", "Its", "Such", "Both", "Every", "After", "Before", "While", "Because", "Since",
  "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December", "English", "American", "British", "European", "US", "USA", "UK",
  // Languages and peoples ("I tested it out using French and Spanish").
  "French", "Spanish", "German", "Italian", "Portuguese", "Dutch", "Chinese", "Mandarin", "Cantonese", "Japanese", "Korean", "Russian", "Arabic",
  "Hindi", "Turkish", "Polish", "Swedish", "Greek", "Hebrew", "Catalan", "Welsh", "Irish", "Latin",
  "EU", "AI", "API", "SaaS", "CEO", "CTO", "FDA", "GPS", "LLC", "Inc", "OK", "Hacker", "News", "Wikipedia", "GitHub", "Google Search",
  "Reddit", "Update", "Edit", "Note", "Photo", "Image", "Read", "See", "Sign", "Get", "Try", "Free", "Pro", "Premium", "Basic",
  "Standard", "Enterprise", "Team", "Starter", "Individual", "Annual", "Monthly", "Yearly", "Student",
  "Open", "Source", "Self", "Build", "Buy", "Feature", "Features", "Pricing", "Plans", "Step", "First", "Second", "Third", "Finally",
  // Words a product's own pages capitalise as their defined terms ("a User account", "join a Space").
  "User", "Users", "Account", "Accounts", "Member", "Members", "Admin", "Host", "Hosts", "Guest", "Guests", "Customer", "Customers",
  "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
]);

const WORD_PATTERN = new RegExp(`^${WORD}$`);
/** Names of a plan, not of a product ("our Family subscription", "the Business plan"), which may also open a product's name ("Family Dollar"). */
const PLAN_NAMES = new Set(["Business", "Family", "Plus", "Personal", "Household", "Home", "Professional"]);
/** Plan names that follow a product's name ("Otter Business") and never end one's own ("Google Home", "Disney Plus" keep theirs). */
const PLAN_AFTER_NAME = new Set(["Business", "Professional", "Personal", "Family", "Household"]);

/** A matched name cleaned of a leading sentence word ("The", "We") and trailing punctuation. */
function cleanName(raw: string): string | null {
  // "basic PayPal invoices", "Adobe’s Creative Suite": the words around a name and its owner's possessive are no part of it.
  // An article before the possessive makes it the name's own ("The Farmer’s Dog, a human-grade pet food company"): nobody says "the Adobe’s".
  const trimmed = raw.trim().replace(new RegExp(`^${ALUMNUS}`), "").replace(new RegExp(`${WHERE}$`), "").replace(/\s*\([^()]*\)$/, "").replace(/[.,;:]+$/, "");
  const words = (/^[Tt]he\s+[A-Z][\w-]*[’']s\s+[A-Z]/.test(trimmed) ? trimmed : trimmed.replace(/^.*[’']s\s+(?=[A-Z])/, "")).split(/\s+/);
  while (words.length > 1 && /^[a-z]/.test(words[0]!)) words.shift();
  while (words.length > 1 && /^[a-z]/.test(words.at(-1)!)) words.pop();
  // "We’d", "They’d": a word with a contraction is the word ("Chef’d" is a name of its own).
  const notAName = (word: string) => NOT_A_NAME.has(word.replace(/!$/, "").replace(/['’]d$/, ""));
  while (words.length && notAName(words[0]!)) words.shift();
  // ("Food For All", "Too Good To Go": a name whose last word follows a little word of its own, capitalised, is read whole.)
  while (words.length && notAName(words.at(-1)!) && !(words.length >= 3 && NAME_JOINERS.has(words.at(-2)!))) words.pop();
  // "Otter Business", "Fireflies Pro": a product with its plan's name is the product.
  while (words.length > 1 && PLAN_AFTER_NAME.has(words.at(-1)!)) words.pop();
  // "Spacious CEO Preston Pesek announced…": a person's title in a name makes it a person's, whose deed tells nothing of a product.
  if (words.some((w, i) => i > 0 && PERSON_TITLES.has(w))) return null;
  // "Invoice Ninja Invoice Ninja": a name a page's markup repeats (a logo's text, then the link's) is said once.
  const half = words.length / 2;
  // ("Nom Nom" is a name of its own.)
  if (words.length >= 4 && Number.isInteger(half) && words.slice(0, half).join(" ") === words.slice(half).join(" ")) words.splice(half);
  const name = words.join(" ").replace(/\s&$/, "");
  if (name.length < 2 || !words.every((w, i) => w === "&" || WORD_PATTERN.test(i < words.length - 1 ? w.replace(/[’']s$/, "") : w))) return null;
  return name;
}

const splitList = (list: string) => list.split(/,?\s+(?:and|or)\s+|,\s*|\//).map((part) => part.trim()).filter(Boolean);

/** An acronym of capitals only ("TV", "ISRU"): a common noun as often as a brand, so a product only where the sentence says what it is, switches to or from it or compares it with others of its kind. */
const ACRONYM = /^[A-Z]{2,5}s?$/;

/** A product's part named after its possessive ("Google Translate’s Practice mode"). */
const FEATURE_AFTER = /^\s+(?:modes?|features?)\b/;

/** The name an item of a sentence's list gives: "Google Translate’s Practice mode" names Google Translate, a feature's name after its product's possessive. */
function nameOfItem(part: string, sentence: string): string | null {
  const possessor = /^(.*?)[’']s\s+[A-Z]/.exec(part.trim())?.[1];
  const featureOf = possessor && FEATURE_AFTER.test(sentence.slice(sentence.indexOf(part) + part.length)) ? cleanName(possessor) : null;
  return featureOf ?? cleanName(part);
}

/** A name that owns or buys what follows it ("Kroger’s acquisition of Home Chef", "Adobe’s Creative Suite") is the buyer or the maker, not the product named. */
// ("the CEO of Sweden’s biggest web hosting company, Loopia": a name whose biggest company follows is a place or a market, no product.)
const OWNER_AFTER = /^[’']s\s+(?:(?:acquisition|purchase|takeover|parent|owner)\b|[A-Z]|(?:biggest|largest|leading|oldest|top|best-known|most popular)\s)/;

/** The last word of an institution's name ("Veterinary Specialty Hospital", "Stanford University", "Federal Trade Commission"): a customer, a regulator or a buyer's purchase, never a product on offer. */
const INSTITUTION = /\s(?:Hospital|University|Museum|Department|Ministry|Commission|Council|Court|Administration|Association|Foundation|Society|Church|Airport|Police|Bureau|Agency)$/;

/** Parts of speech no product's name is read as ("Unfortunately", "However"). */
const NOT_NOUNS = new Set(["ADV", "ADJ", "VERB", "AUX", "ADP", "SCONJ", "CCONJ", "PRON", "DET", "INTJ", "PART"]);

/** One word that reads as an adverb, adjective or the like ("Unfortunately", "Typically"): no name. */
const oneWordNoNoun = (name: string) => !/\s/.test(name) && NOT_NOUNS.has(readText(name.toLowerCase()).tokens[0]?.pos ?? "");

/** Contexts that say a name is a product whatever it looks like: a switch to or from it, a comparison with others of its kind. */
const ACRONYM_CONTEXTS: ReadonlySet<RegExp> = new Set([SWITCHED_FROM, SWITCHED_TO, THAN_OTHERS]);

/** "Passage by 1Password is shutting down": a product named with its maker after "by" is what the sentence speaks of. */
const MAKER_AFTER_BY = new RegExp(String.raw`(?:^|[^\w’'])(${NAME})\s+by\s+$`);

/** Text before a name that makes it the maker of something the sentence names ("designed, engineered and maintained by the Colas Group"). */
const MADE_BY = /\b(?:designed|developed|built|made|engineered|maintained|created|produced|manufactured|operated|owned|run|launched)\s+by\s+(?:the\s+)?$/i;
/** Text before a name that makes it a backer, a buyer or an owner ("acquired by", "a subsidiary of food delivery startup Wonder Group"): never the product itself. */
const BACKED_BY = /\b(?:(?:backed|funded|financed|acquired|bought)\s+by\s+(?:the\s+)?|(?:subsidiary|division|owned\s+unit)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,3})$/i;
/** "…to companies like Airbnb, Twilio, Foursquare…", "customers include Uber": a seller's customers, no products of its market. */
const CUSTOMERS_BEFORE = /\b(?:(?:customers|clients)\s+(?:like|such as|including|include|includes)|(?:to|for|by)\s+(?:companies|brands|businesses)\s+(?:like|such as|including))\s+(?:[A-Z][\w.&'’-]*(?:\s[A-Z][\w.&'’-]*)*,?\s+(?:and\s+|or\s+)?)*$/;
/** "Founded in 2021 by Joe Spector, the company provides…": who founded or leads a company is no product. */
const FOUNDED_BY = /\b(?:founded|co-?founded|started|led|headed)\s+(?:in\s+(?:[A-Z][a-z]+\s+)?\d{4}\s+)?by\s+(?:the\s+)?$/i;
/** Text before a name that makes it the source of a report ("According to Android Authority, the language learning app Speak…"). */
const REPORTED_BY = /\b(?:[Aa]ccording to|[Rr]eported by|[Aa]s reported by|[Aa]s first reported by)\s+$/;
/** Little words a name of several words may hold, capitalised ("Food For All", "Too Good To Go"). */
const NAME_JOINERS = new Set(["For", "To", "Of", "And", "In", "On", "With", "At", "By", "The", "A"]);

/** A person's titles, as they stand before a name ("CEO Preston Pesek", "founder Jane Doe"). */
const PERSON_TITLES: ReadonlySet<string> = new Set(["CEO", "CTO", "COO", "CFO", "Founder", "Co-founder", "Cofounder", "President", "Chairman", "Director", "Chief Executive", "Spokesperson", "Spokesman", "Spokeswoman"]);
/** "According to CEO Anil Dash", "founder Jane Doe said": a name after a person's title is that person's. */
const TITLED_PERSON = new RegExp(String.raw`\b(?:${[...PERSON_TITLES].map((title) => title.replace(/^([A-Z])(?=[a-z])/, (first) => `[${first}${first.toLowerCase()}]`)).join("|")})\s+$`);
/** Text before a name that makes it one of those money came from ("$13 million in venture capital from the likes of Google and …"): a backer. */
const FUNDED_FROM = /\b(?:capital|funding|financing|investments?|money|backing|round|raised)\s+(?:\w+\s+){0,2}?from\s+(?:the likes of\s+)?(?:[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*(?:,\s*|,?\s+and\s+))*$/;

/** Text before a name that makes it a part something is built from ("the private build using Whisper", "built on top of Stripe", "powered by"): never a rival. */
/** "it offers a Github integration", "a Shopify plugin": the platform a product plugs into, not a rival ("the Todoist app" is Todoist). */
const PLUGGED_INTO = /^\s+(?:integrations?|plugins?|plug-ins?|connectors?|extensions?|add-ons?)\b/i;
const BUILT_WITH = /\b(?:(?:buil(?:d|ds|t|ding)|made|running|runs|based)\s+(?:\w+\s+){0,2}?(?:with|using|on(?:\s+top\s+of)?|atop)|powered\s+by)\s+(?:the\s+|an?\s+)?$/i;

/** "companies including Microsoft, Amazon and Comcast were interested in acquiring Anki": would-be buyers of a company are no products of its market. */
const WOULD_BUY_AFTER = /^[^.;:!?]*?\b(?:were|was|are|is|had been|have been)\s+(?:\w+\s+)?(?:interested in|in talks to|looking to|considering|bidding to)\s+(?:acquir|buy|purchas|invest)/i;
/**
 * Text after a name that makes it, with the names listed beside it, the subject of investing ("Tech
 * giants like Uber and Google-parent Alphabet, as well as … Sequoia Capital … already invested
 * millions in e-scooter sharing"): backers, as "funded by" names them. Another verb or clause between
 * them ("raised $40M from investors who invested") leaves the name alone, as does "investing" (an
 * "investing app" is a product).
 */
const INVESTED_AFTER = /^(?:(?!\b(?:which|who|whom|that|raised|raises|from|after|before|because|while|when|but|said|says|is|was|are|were)\b)[^.;:!?])*?\binvest(?:ed|s)\b/i;

/** The product named before "by" when the text before a name ends "X by " ("Powered by", "Founded by" name no product). */
function productBeforeItsMaker(before: string): string | null {
  const product = cleanName(MAKER_AFTER_BY.exec(before)?.[1] ?? "");
  return product && !oneWordNoNoun(product) ? product : null;
}

// A report reads the same sentences for its source list, its landscape and its case against: each is read once.
// What is kept is a function of the sentence alone, bounded, and forgotten whole when full.
const NAMES_READ = new Map<string, readonly string[]>();
const MAX_SENTENCES_KEPT = 20_000;

/** A word written in lower case that may be a brand's ("breakroom", "goatcounter"): four letters or more; only one the language does not know is read. */
const LOWER = String.raw`([a-z][a-z0-9]{3,})(?![\w-])`;
/**
 * Where a word in lower case is a product's name, as people type brands: a switch to it ("switched from paper to breakroom"), a choice
 * ("went with goatcounter"), a name joined to a product ("used 7shifts and hotschedules"), or what the sentence says it is ("shiftfill is
 * the app I should have built").
 */
const LOWER_CASE_CONTEXTS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SWITCHING}\s+(?:over\s+)?(?:from\s+[\w-]+\s+)?to\s+${LOWER}`, "g"),
  new RegExp(String.raw`\b(?:went with|settled on|chose|picked)\s+${LOWER}`, "g"),
  new RegExp(String.raw`\b(?:use|used|using|tried)\s+${NAME}\s+(?:and|or)\s+${LOWER}`, "g"),
  new RegExp(String.raw`(?:^|[.;:]\s+)${LOWER}\s+(?:is|was)\s+(?:a|an|the)\s+(?:[\w’'-]+\s+){0,3}?${KIND}\b`, "g"),
  // "appveyor.com - CD service for Windows, free for Open Source": a list's entry, a site's name then what it does.
  new RegExp(String.raw`^([a-z][a-z0-9-]{2,}\.(?:com|io|app|ai|co|dev|works|net|org|so|sh|me))\s+[-–—]\s+\S+(?:\s+\S+){2,}`, "g"),
  // "…and have complete control of your upsell automations, beehiiv offers a much stronger alternative": what it offers.
  new RegExp(String.raw`(?:^|[.;:,]\s+)${LOWER}\s+(?:offers|provides|charges|lets you)\b`, "g"),
];

/** Names in lower case a sentence uses as products, with where each is: words the language does not know, in a product's context. */
function lowerCaseNames(sentence: string): Array<{ at: number; name: string }> {
  return LOWER_CASE_CONTEXTS.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => ({ at: (match.index ?? 0) + match[0].lastIndexOf(match[1]!), name: match[1]! })))
    .filter(({ name }) => !isKnownWord(name));
}

/** Product names a sentence uses as products, in the order they appear. */
export function productNames(sentence: string): string[] {
  const known = NAMES_READ.get(sentence);
  if (known) return [...known];
  const names = readProductNames(sentence);
  if (NAMES_READ.size >= MAX_SENTENCES_KEPT) NAMES_READ.clear();
  NAMES_READ.set(sentence, names);
  return [...names];
}

/** Whether a name would start inside a word, the text before it ending in a letter ("de" of "deCODEme"). */
const insideAWord = (before: string) => /[A-Za-z]$/.test(before);

const ENDS_A_NAMED_PRODUCT = /^\s+(?:(?:is|was|has|had|will)\s+)?(?:shuts?|shutting|shut|closes|closed|closing|kills|killed|killing|discontinues|discontinued|discontinuing|sunsets|sunsetted|sunsetting)(?:\s+down)?\s+(?:its\s+|the\s+)?[A-Z][A-Za-z0-9]/;

/** Initials in brackets right after the lower-case words they spell ("personal sound amplification products (PSAPs)"). */
function abbreviatesTheWordsBefore(name: string, before: string): boolean {
  const letters = /^([A-Z]{2,6})s?$/.exec(name)?.[1];
  if (!letters || !/\(\s*$/.test(before)) return false;
  const words = before.replace(/\(\s*$/, "").trim().split(/[\s-]+/).slice(-letters.length);
  return words.length === letters.length && words.every((w, i) => /^[a-z]/.test(w) && w[0]!.toUpperCase() === letters[i]);
}

/** "Startup Embodied is closing down": a word for a company opening the sentence says what the name is, and is no part of it. */
const OPENING_KIND = /^(?:Startup|Start-up|Company|Firm|Brand|Maker|Retailer|Manufacturer|Chain)\s+(?=[A-Z])/;
const withoutOpeningKind = (name: string, before: string) => (before.trim() === "" ? name.replace(OPENING_KIND, "") : name);

function readProductNames(written: string): string[] {
  // "Better Stack ’s free tier", as a page's markup can leave a possessive: the name's own.
  const sentence = written.replace(/(\w) ([’']s\b)/g, "$1$2");
  const found: Array<{ at: number; name: string; madeBy: boolean }> = [];
  for (const [index, pattern] of PATTERNS.entries()) {
    if (pattern === CALLED_BRANDS && !BOTH_BRANDS.test(sentence)) continue;
    for (const match of sentence.matchAll(pattern)) {
      const group = match[1] ?? "";
      const at = (match.index ?? 0) + match[0].indexOf(group);
      for (const part of splitList(group)) {
        const name = nameOfItem(part, sentence);
        if (!name) continue;
        const before = sentence.slice(0, at + group.indexOf(name));
        const after = sentence.slice(before.length + name.length);
        // "Unfortunately, the …": a word opening the sentence before a comma is no name when it reads as an adverb or the like.
        // "acquisitions, including Drivy and Norwegian car rental company Nabobil": a word of a list that reads as an adjective is none either.
        // ("CircleCI - Comprehensive free plan with all features…": nor one describing a plan.)
        if (((pattern === APPOSITIVE && at === 0) || pattern === ACQUIRED || pattern === WITH_PLAN) && oneWordNoNoun(name)) continue;
        if (PLAN_NAMES.has(name) || INSTITUTION.test(name)) continue;
        // "controlled remotely with an iPhone app": the platform an app runs on is no rival.
        if (PLATFORMS.has(name.toLowerCase()) && /^\s+(?:apps?|applications?)\b/i.test(after)) continue;
        // "The Service is a communications platform…": a word for a kind of thing, capitalised after "the", is a term a page defines, no name.
        // ("App lets you auction your San Francisco parking spot": nor is one opening a headline.)
        if (KIND_NOUNS.has(name.toLowerCase()) && (/\b[Tt]he\s+$/.test(before) || before.trim() === "")) continue;
        if (pattern === USER_OF && /^[A-Z][a-z]+ed$/.test(name) && readText(name.toLowerCase()).tokens[0]?.pos === "VERB") continue;
        if (pattern !== FEATURE_OF && OWNER_AFTER.test(after)) continue;
        // "named Invention of the Year by Time magazine": an award; "deCODEme": no name starts inside a word.
        if (/^\s+of\s+the\s+(?:Year|Month|Decade)\b/.test(after) || insideAWord(before)) continue;
        // "Twitter shuts down Revue, its newsletter platform": a company ending a product it names is that product's owner, no product itself.
        if (ENDS_A_NAMED_PRODUCT.test(after)) continue;
        // "personal sound amplification products (PSAPs)": initials in brackets after the words they spell are a term's, no name.
        if (abbreviatesTheWordsBefore(name, before)) continue;
        // An acronym counts only where the sentence says what it is ("X is a … company") or gives its address.
        if (ACRONYM.test(name) && index !== 0 && !ACRONYM_CONTEXTS.has(pattern)) continue;
        if (BACKED_BY.test(before) || FOUNDED_BY.test(before) || CUSTOMERS_BEFORE.test(before) || FUNDED_FROM.test(before) || REPORTED_BY.test(before) || TITLED_PERSON.test(before) || BUILT_WITH.test(before) || INVESTED_AFTER.test(after) || WOULD_BUY_AFTER.test(after) || (/\b(?:an?|the|its)\s+$/i.test(before) && PLUGGED_INTO.test(after))) continue;
        // "When I Work’s entry-level plan": a name with "I" in it is read whole, never as its last word.
        const withI = /(?:^|[\s(“"])([A-Z][a-z]+ I )$/.exec(before)?.[1];
        found.push({ at, name: productBeforeItsMaker(before) ?? (withI ? `${withI}${name}` : withoutOpeningKind(name, before)), madeBy: MADE_BY.test(before) });
      }
    }
  }
  for (const { at, name } of lowerCaseNames(sentence)) found.push({ at, name, madeBy: false });
  // "The solar road, known as Wattway, was … maintained by the Colas Group, a civil engineering
  // company": the maker of a product the sentence names is that product's vendor, not another one.
  const products = found.some((f) => !f.madeBy) ? found.filter((f) => !f.madeBy) : found;
  const names: string[] = [];
  // "Made.com" and "Made" of one sentence are one name, the fuller kept.
  for (const { name } of products.sort((a, b) => a.at - b.at)) {
    const same = names.findIndex((n) => vendorKey(n) === vendorKey(name));
    if (same < 0) names.push(name);
    else if (name.length > names[same]!.length) names[same] = name;
  }
  return names;
}

/** Patterns that read a name as a product of the idea's own kind, by the stem of a word for it ("farm": "Fifth Season, an indoor farm"). */
const KIND_PATTERNS = new Map<string, readonly RegExp[]>();
function kindPatterns(stem: string): readonly RegExp[] {
  const known = KIND_PATTERNS.get(stem);
  if (known) return known;
  // The kind's own word in any form but a person's ("farms", "farming"; never "farmers"), in capitals too ("the Forestry CMS").
  const letters = stem.replace(/[^a-z0-9]/g, "").replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
  // A stem of three letters says too little to stand for longer words ("far" is no "farm"): it is read as a whole word ("cms", "CMSs").
  const kind = stem.length < 4 ? String.raw`${letters}s?\b` : String.raw`${letters}(?!ers?\b)[a-z]*\b`;
  const patterns = [
    // "Fifth Season, an indoor farm in the former steel town…"
    new RegExp(String.raw`(?:^|(?<=\b[a-z]+\s))(${NAME}),\s+(?:an?|the)\s+(?:(?!(?:of|at|for|from|with|by)\s)[\w’'-]+\s+){0,4}?${kind}`, "g"),
    // "AeroFarms is the largest vertical farm…"
    new RegExp(String.raw`(?:^|[.;:]\s+|\b[a-z]+\s+)(${NAME})\s+(?:is|was)\s+(?:an?|the|one of the)\s+(?:[\w’'-]+\s+){0,4}?${kind}`, "g"),
    // "The Airwheel electric smart luggage is designed…", "The Bluesmart One carry-on looked…", "closing its Persona Web authentication system"
    new RegExp(String.raw`\b(?:[Tt]he|its|their)\s+(${NAME})\s+(?:[a-z][\w-]*\s+){0,3}${kind}`, "g"),
  ];
  KIND_PATTERNS.set(stem, patterns);
  return patterns;
}

/** Names a sentence says are of the idea's own kind, given the stems of the words for that kind (three letters or more: "cms"). */
export function namesOfKind(sentence: string, stems: readonly string[]): string[] {
  const names: string[] = [];
  for (const pattern of stems.filter((stem) => stem.length >= 3).flatMap(kindPatterns)) {
    for (const match of sentence.matchAll(pattern)) {
      const name = cleanName(match[1] ?? "");
      // "Typically, the smart luggage…": one word that reads as an adverb or the like is no name.
      if (!name || ACRONYM.test(name) || names.includes(name)) continue;
      if (oneWordNoNoun(name)) continue;
      // "Founded in 2021 by Joe Spector, the company provides…": the founder is no company of the kind.
      if (FOUNDED_BY.test(sentence.slice(0, (match.index ?? 0) + match[0].indexOf(name)))) continue;
      names.push(name);
    }
  }
  return names;
}

/**
 * Products a founder's own description says the product works through or with ("run the orders from
 * Uber Eats and DoorDash", "syncs with Google Calendar"): its channels and platforms, not its rivals.
 * Never one it competes with or replaces ("compete with Amazon", "an alternative to Calendly").
 */
const REACHED_THROUGH = new RegExp(String.raw`(?<!\b(?:compet\w*|rival\w*|against|versus|replac\w*|alternative)\s)\b(?:from|on|through|via|into|inside|integrat\w* with|sync\w* with|connect\w* (?:to|with)|plugs? into|on top of)\s+(?:the\s+)?(${LIST})`, "g");
export function namesWorkedThrough(sentence: string): string[] {
  return [...sentence.matchAll(REACHED_THROUGH)].flatMap((match) => splitList(match[1] ?? "").map(cleanName)).filter((name): name is string => name !== null);
}

const COORDINATED = new RegExp(LIST, "g");

/**
 * Names a sentence joins in a list ("Otter, Fireflies, and Granola", "Otter or Fireflies"), two or more,
 * whatever the sentence says of them, and whether "or" joins them (alternatives to one another).
 */
export function coordinatedNames(sentence: string): Array<{ names: string[]; alternatives: boolean }> {
  return [...sentence.matchAll(COORDINATED)]
    .map((match) => ({
      names: (insideAWord(sentence.slice(0, match.index)) ? [] : splitList(match[0]).map((part) => nameOfItem(part, sentence)))
        .filter((name): name is string => name !== null && !ACRONYM.test(name)),
      alternatives: /\sor\s/.test(match[0]),
    }))
    .filter(({ names }) => names.length >= 2);
}

/**
 * Names a sentence uses as a comparison, not as a product on offer: "an Uber for dogs", "the Netflix
 * of podcasts", "“Airbnb for boats”", "like Airbnb but for…", "an Uber-style app", "the Uber model".
 * A famous company held up as a model is a reference point, not a competitor.
 */
const NAMES_JOINED = String.raw`${NAME}(?:(?:\s*\/\s*|\s+(?:and|or)\s+)${NAME}){0,2}`;
/** What follows an analogy's name: "for" or "of" and a common noun ("for dogs", "of dog walking"), not "for the team". */
const FOR_SOMETHING = String.raw`\s+(?:but\s+)?(?:for|of)\s+(?!the\b|a\b|an\b|my\b|our\b|your\b|their\b|his\b|her\b|me\b|us\b|you\b|them\b|it\b|this\b|that\b|free\b|years?\b|months?\b|\d)(?:[a-z]|[XYZ]\b|_)`;
const ANALOGIES: readonly RegExp[] = [
  // "an Uber for dogs", "the Netflix of podcasts", "yet another Airbnb for boats", a headline's "The Uber of Dog Walking"
  new RegExp(String.raw`\b(?:an?|the|another)\s+(${NAMES_JOINED})${FOR_SOMETHING}`, "g"),
  new RegExp(String.raw`\b[Tt]he\s+(${NAMES_JOINED})\s+of\s+(?!the\b|a\b|an\b)[A-Z][a-z]+`, "g"),
  // "“Uber for X”", "'Airbnb for boats'"
  new RegExp(String.raw`(?:^|[\s(])["“‘'](?:the\s+)?(${NAMES_JOINED})\s+(?:for|of)\s+[^"”’']{1,40}["”’']`, "g"),
  // "It's basically Uber for dogs", "just like Airbnb for boats": an adverb of likeness, not a use
  new RegExp(String.raw`\b(?:basically|essentially|literally|(?:just|kind of|sort of) like|(?:is|are|was|were|[’']s|be|being|sounds|seems|looks)\s+(?:\w+\s+)?like)\s+(${NAMES_JOINED})${FOR_SOMETHING}`, "g"),
  // "Wag is like Uber, where a dog owner requests a walk", "Rover is like Yelp": the second name is the comparison
  new RegExp(String.raw`\b(?:is|are|was|were|works|feels|sounds|looks|seems)\s+(?:\w+\s+)?like\s+(?:an?\s+)?(${NAMES_JOINED})(?=\s*[,.;:!?)]|\s+(?:where|in that|but|except|only|for|of)\b|$)`, "g"),
  // "like Airbnb, but…", "an Uber-style app", "Uber-for-X", "the Uber model"
  new RegExp(String.raw`\blike\s+(${NAMES_JOINED}),?\s+but\b`, "g"),
  new RegExp(String.raw`\b(${NAME})-(?:for|of|like|style|esque|type|ification|ization)\b`, "g"),
  new RegExp(String.raw`\b(?:the|an?)\s+(${NAMES_JOINED})\s+(?:(?:business )?model\s+(?:and|to|of|for|in|into|on|with)\b|business model|playbook|clone|knock-?off)`, "g"),
];

/** Names a sentence holds up as a comparison ("an Uber for dogs"), not as a product of the market. */
export function analogyNames(sentence: string): string[] {
  const names: string[] = [];
  for (const pattern of ANALOGIES) {
    for (const match of sentence.matchAll(pattern)) {
      for (const part of (match[1] ?? "").split(/,?\s+(?:and|or)\s+|,\s*|\s*\/\s*/)) {
        const name = cleanName(part);
        if (name && !names.includes(name)) names.push(name);
      }
    }
  }
  return names;
}

/** The name a sentence calls a product by: a repository's own part ("crater" of "crater-invoice/crater"), not its owner's. */
export const spokenName = (name: string) => name.split("/").pop()!;

/** A company's form after its name ("Wag Labs", "Acme Inc."): one vendor with or without it. */
const COMPANY_FORM = /\s+(?:inc|incorporated|ltd|llc|corp|corporation|international|labs|technologies|holdings|group|gmbh|plc)\.?$/i;
/** The name people call a product by: without its company form or a brand's "!" ("Wag" of "Wag Labs" and of "Wag!"). */
export const brandOf = (name: string) => name.replace(COMPANY_FORM, "").replace(/!$/, "");
/** A name's letters and digits, for telling two spellings of one vendor apart ("Click & Grow", clickandgrow.com). */
export const vendorKey = (name: string) => spokenName(name.toLowerCase()).replace(/\.(?:com|io|app|ai|co|net|org)$/, "").replace(/&/g, "and").replace(COMPANY_FORM, "").replace(/\b(?:inc|ltd|llc|corp)\b\.?/g, "").replace(/[^a-z0-9]+/g, "");

/** A sentence that says what kind of product the name is ("X is a … app"). */
export function saysWhatItIs(sentence: string, name: string): boolean {
  const escaped = escapeRegExp(name);
  return new RegExp(String.raw`${escaped}(?:,?\s+(?:Inc|Ltd|LLC|Corp)\.?)?\s+(?:is|was|offers|provides|lets you|helps)\b`).test(sentence);
}

/** Words saying a product stopped: the mark of a precedent. */
// ("…the Food Restaurants Throw Out at the End of Service": the end of a meal's service is a time of day, no product's end.)
// "we will not be accepting new sign-ups for Freshping": a product closed to newcomers is being wound down.
export const DEFUNCT = new RegExp(String.raw`\b(?:${ENDED}|closure|no longer (?:available|sold|supported|(?:manufacture|make|sell|produce)s?\b)|now-abandoned|abandon(?:s|ed|ing)? (?:its |their |the )?(?:[\w-]+ ){0,3}plans|(?<!\b(?:at|by|until|before|after) the )end of (?:life|service)|is closing|(?:[’']re|are|were|will be) closing|was shut|no longer (?:operating|in operation|in business)|(?:will )?(?:no longer|not be|stop(?:s|ped|ping)?) accept(?:ing)? new (?:sign-?ups|customers|users|accounts|registrations)(?: for)?)\b`, "i");
/** Words saying a product costs nothing or its code is open. */
export const OPEN_SOURCE = /\b(?:open[- ]source|self-hosted|self-host(?:able|ing)?|MIT licen[cs]e|Apache licen[cs]e|GPL)\b/i;
export const FREE = /\b(?:free (?:tier|plan|version|forever|to use|and open)|is free|for free|no per-seat fees|costs nothing|at no cost|free of charge)\b/i;

/** The maker a product's name starts with, as a vendor key ("google" of "Google Photos", "thinkific" of "Thinkific Start"). */
export const makerOf = (name: string) => vendorKey(name.split(/\s+/)[0]!);

/** Whether a name is the initials of another, a version number aside ("GA4" of "Google Analytics", "AWS" of "Amazon Web Services"). */
function initialsOf(short: string, long: string): boolean {
  const letters = /^([A-Z]{2,5})\d*$/.exec(short)?.[1];
  const words = long.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  return letters !== undefined && words.length === letters.length && words.map((w) => w[0]).join("") === letters;
}

/**
 * One vendor however it is spelt: "Unleash/unleash" and "Unleash", "Click & Grow" and "Click and Grow", "Wag!", "Wag" and
 * "Wag Labs", "GA4" and "Google Analytics".
 */
export const sameName = (a: string, b: string) => vendorKey(a) === vendorKey(b) || initialsOf(a, b) || initialsOf(b, a);

/** The name people call a product by, as a word of its own in any text ("Wag" is not in "wages"). */
export function mentionPattern(name: string): RegExp {
  const escaped = escapeRegExp(brandOf(name)).replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`, "i");
}

/** Where a text first names the product by the name people call it; -1 when it does not. */
export const mentionAt = (text: string, name: string): number => text.search(mentionPattern(name));

export const mentions = (text: string, name: string) => mentionAt(text, name) >= 0;

/**
 * Whether a sentence says the product ended: a failure word with the product before it ("Wag files for
 * bankruptcy", "…which acquired AeroGarden, announced it would be shutting down the product line") or
 * right after it ("the shutdown of Quibi", "shutting down Vine"); a sentence that does not name it speaks of it
 * only on its own page, and then only where it names no other product as one. "Ever's closing down is
 * blamed on competition from Google" ends Ever, not Google.
 */
export function saysItEnded(sentence: string, name: string): boolean {
  const end = endIn(sentence);
  // "[Notice] Sunsetting v1 and v2 editions of the app": a part of a product ended, not the product; "not shut down" ends nothing.
  if (!end || end.object === PART || end.denied) return false;
  const at = mentionAt(sentence, name);
  // "Passage by 1Password is shutting down", on Authsignal's own page: the end is the product the sentence names.
  // ("Discontinued: Budget Sharing (Alpha): …" on Cashew's page: a feature it names ended, not the product.)
  if (at < 0) return (end.object === null || sameName(end.object, name)) && !namesAnotherProduct(sentence, name);
  // "WeWork is shutting down the restaurant-based coworking subsidiary Spacious": a name the end governs is what ended, not the one before.
  // "Revue, the newsletter platform acquired by Twitter in January 2021, is shutting down": nor one said of the subject between commas.
  if (at < end.at) return (end.object === null || sameName(end.object, name)) && !insideAnAside(sentence, at, end.at);
  // ("…time to close our doors here at Hello Parking": the company that says "our" is named after it.)
  return (end.object !== null && sameName(end.object, name)) || mentionAt(end.after.replace(/^\s+(?:(?:of|the|is|was|here at|its|their)\s+)*/i, ""), name) === 0;
}

/**
 * Whether the words at `at` stand in an aside set off by commas between the name a sentence opens with and what is said of it ("Revue,
 * the newsletter platform acquired by Twitter in January 2021, is shutting down"; "Anki, the San Francisco-based company behind smart,
 * pocket-sized robots Vector and Cozmo, is shutting down this week"): the aside opens with a determiner and closes at the last comma.
 */
function insideAnAside(sentence: string, at: number, until: number): boolean {
  const open = sentence.indexOf(",");
  const close = sentence.lastIndexOf(",", until);
  if (open < 0 || !(open < at && at < close)) return false;
  // ("Mandrill, MailChimp’s SMTP-as-a-service offering with 800,000 customers…, is essentially shutting down": or a possessive.)
  return /^\s*(?:the|a|an|its|which|who|[A-Z][\w.-]*[’']s)\s/i.test(sentence.slice(open + 1)) && /^[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3}$/.test(sentence.slice(0, open).trim());
}

/**
 * The first end a sentence tells: where it stands, the words after it, what it governs (`endedObject`), and whether the words before
 * it deny it or give it a subject of its own that is no company.
 */
function endIn(sentence: string): { at: number; after: string; object: string | null; denied: boolean } | null {
  const end = DEFUNCT.exec(sentence);
  if (!end) return null;
  const before = sentence.slice(0, end.index);
  const after = sentence.slice(end.index + end[0].length);
  return { at: end.index, after, object: endedObject(after), denied: DENIED_BEFORE.test(before) || endOfSomethingElse(before) };
}

/** Words after an end that close its object, or open none ("shut down in 2015", "closed last week", "editions of the app"). */
const NOT_AN_OBJECT = /^(?:in|on|at|after|before|for|by|from|with|to|into|via|through|per|under|within|without|against|among|between|about|like|than|due|last|this|that|which|who|as|but|or|over|amid|following|because|when|while|since|until|across|around|of|is|was|are|were|has|had|will|would)$/i;

/** What an end governs when it is no product's name: a part of one ("v1 and v2 editions", "both its in-car kits and its hourly rentals"). */
const PART = "a part";
/** Words that open an end's object ("shutting down the…", "discontinued both its…", "sunsetting v1…"); "all" ends the whole. */
const OBJECT_OPENS = /^(?:the|its|their|his|her|our|both|some|several|v\d[\w.]*)$/i;
/** Words of an end's object that make it the whole business, or a time ("closed its doors", "shut down its service", "the product line", "the next day"). */
const WHOLE_OR_TIME = /^(?:operations?|business(?:es)?|company|doors|shop|services?|apps?|platform|website|site|brand|marketplace|everything|products?|line|day|days|week|weeks|month|months|year|years|time|morning|evening|night|weekend|quarter)$/i;

/**
 * The name an end governs, in the few words right after it ("…shutting down the … subsidiary Spacious"), PART when its object is a
 * part of a product ("Sunsetting v1 and v2 editions of the app"), or null when it governs nothing, the whole business or a time
 * ("shut down in 2015", "closed its doors", "shutting down the product line", "shut down the next day").
 */
function endedObject(after: string): string | null {
  // "shut down a similar product for smaller businesses, Desk.com, according to sources": the kind, then its name.
  const named = /^\s+(?:an?|the|its|their)\s+(?:[\w-]+\s+){0,6}?(?:product|service|app|platform|tool|business|startup)\b[^,.;:]*,\s+([A-Z][\w.-]*[\w])/.exec(after);
  if (named) return named[1]!;
  // "Discontinued: Budget Sharing (Alpha)": a label, then what it ends.
  // ("…has halted sales of its Geno DNA Ancestry Kits": what sales end are of.)
  const words = after.replace(/^:\s+(?=[A-Z])/, "").replace(/^\s*of\s+(?=(?:its|their|the)\s)/, "").trim().split(/\s+/).slice(0, 8);
  let governs = OBJECT_OPENS.test(words[0] ?? "");
  const bareOf = (word: string) => word.replace(/[,.;:!?’'")]+$/, "").replace(/[’']s$/, "");
  for (const [i, word] of words.entries()) {
    const bare = bareOf(word);
    if (/^[,.;:!?()]/.test(word) || NOT_AN_OBJECT.test(bare)) break;
    // "the defunct company Anki": a name right after the word for the company is what it names.
    const next = bareOf(words[i + 1] ?? "");
    if (WHOLE_OR_TIME.test(bare)) return /^[A-Z][A-Za-z0-9]+$/.test(next) && !NOT_A_NAME.has(next) && !/[,.;:!?)]$/.test(word) ? next : null;
    if (/^[A-Z][A-Za-z0-9]+$/.test(bare) && !NOT_A_NAME.has(bare)) return bare;
    // "not to shut down free sites during traffic spikes", "shut down 30 stores": things in the plural, right after the end, are what it ends.
    if (i < 3 && /^[a-z]{3,}s$/.test(bare) && !/(?:ss|ly)$/.test(bare)) governs = true;
    if (/[,.;:!?)]$/.test(word)) break;
  }
  return governs ? PART : null;
}

/** Words right before an end that deny it ("our policy to not shut down free sites", "never closed"). */
const DENIED_BEFORE = /\b(?:not|never|n['’]t)\s+(?:\w+\s+)?$/i;
/** A noun that is the end's own subject, right before it ("the world was shutting down"): the end is its, unless it is a word for the company. */
const OWN_SUBJECT_BEFORE = /\b(?:the|a|an|this|that|our|my|their|his|her|whole)\s+([a-z]+)\s+(?:(?:was|is|were|are|has|had|have|will|would)\s+(?:been\s+|be\s+)?)?(?:\w+ly\s+)?$/;
const COMPANY_WORDS = new Set(["company", "startup", "start-up", "firm", "business", "service", "platform", "app", "site", "website", "product", "brand", "maker", "project", "venture", "marketplace", "store", "chain", "operator", "provider", "retailer", "manufacturer"]);
/** Pronouns a determiner may seem to open ("…inform you that we will not be accepting new sign-ups": "that we" is the company speaking). */
const SPEAKERS = new Set(["we", "i", "you", "they", "he", "she", "it"]);
/** Whether the words before an end give it a subject of its own that is no company ("the world was shutting down"). */
const endOfSomethingElse = (before: string) => {
  const noun = OWN_SUBJECT_BEFORE.exec(before)?.[1];
  return noun !== undefined && !COMPANY_WORDS.has(noun) && !SPEAKERS.has(noun);
};

/** Whether a sentence's end is said of a part of a product only ("Sunsetting v1 and v2 editions of the app"), no product's end. */
export function endsOnlyAPart(sentence: string): boolean {
  return endIn(sentence)?.object === PART;
}

/**
 * Whether a sentence that names other products too says this one ended: the failure words follow it with
 * none of the others named between ("…the failures of virtual restaurant company Nextbite, Kitchen United
 * has announced that the company has closed all of its … locations" ends Kitchen United, not Nextbite),
 * and govern no other name ("WeWork is shutting down … Spacious"); or they govern it ("…closing TinyLetter forever").
 */
export function saysItEndedAmong(sentence: string, name: string, others: readonly string[]): boolean {
  const end = endIn(sentence);
  const at = mentionAt(sentence, name);
  if (!end || end.denied || at < 0) return false;
  // "Mailchimp announced they’re closing TinyLetter forever": the name the end governs ended, whatever others the sentence names.
  if (at > end.at) return end.object !== null && end.object !== PART && sameName(end.object, name);
  if ((end.object !== null && !sameName(end.object, name)) || insideAnAside(sentence, at, end.at)) return false;
  const between = sentence.slice(at + name.length, end.at);
  return !others.some((other) => mentions(between, other));
}

/** Whether a sentence uses another product's name as a product, and not this one's: what it says is about that other product. */
export function namesAnotherProduct(sentence: string, name: string): boolean {
  return !mentions(sentence, name) && productNames(sentence).some((other) => !sameName(other, name));
}

/** What may stand before a sentence's first noun: its capital is still the sentence's. */
const OPENING = String.raw`^(?:(?:The|A|An|This|That|Our|Your|Their|Its|Each|Every)\s+)?`;

/**
 * A one-word name whose capital only ever comes from opening a sentence ("Delivery costs too much
 * money.") or from a document's defined term ("The Service is a communications platform…", "use of
 * the Service") while the texts write the word in lower case elsewhere: a common word, not a name. A
 * name is capitalised mid-sentence, with no "the" before it, too ("Even Plenty with SoftBank's…").
 */
/**
 * Whether a one-word name is a person's surname: the text also gives it after a capitalised first word the language does not know
 * (a given name), mid-sentence, in words no sentence reads as a product ("For Jeremy Adams, a software engineer…" then "prowlers like Chizhik-Goldschmidt, Adams, Hersh").
 * "Keurig Kold" read as a product keeps "Kold" a product's.
 */
export function surnameOfAPerson(name: string, sentences: readonly string[]): boolean {
  if (!/^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(name)) return false;
  const fullName = new RegExp(String.raw`(?<=\S\s+)([A-Z][a-z]+)\s+${escapeRegExp(name)}\b(?![’']s\s+[A-Z])`, "g");
  const full = sentences.flatMap((sentence) => [...sentence.matchAll(fullName)].map((match) => ({ sentence, first: match[1]! })))
    // A given name is no word of the language ("Jeremy", "Anne"); "Dear Logentries user" opens a letter.
    .filter(({ first }) => !NOT_A_NAME.has(first) && !isKnownWord(first.toLowerCase()));
  return full.length > 0 && full.every(({ sentence, first }) => !productNames(sentence).some((read) => read === `${first} ${name}`));
}

export function capitalOnlyAtOpening(name: string, sentences: readonly string[]): boolean {
  if (!/^[A-Z][a-z]+$/.test(name)) return false;
  const opening = new RegExp(`${OPENING}${name}\\b`);
  const alone = new RegExp(`(?<!\\bthe\\s)\\b${name}\\b`);
  const lower = new RegExp(`\\b${name.toLowerCase()}s?\\b`);
  const midSentence = sentences.some((sentence) => alone.test(withoutTitledPhrases(sentence.replace(opening, ""))));
  return !midSentence && sentences.some((sentence) => opening.test(sentence)) && sentences.some((sentence) => lower.test(sentence));
}

/** A sentence without its runs of capitalised words ("skilled Service Providers", "Terms of Service"), its first word read in lower case. */
const withoutTitledPhrases = (sentence: string) => sentence.trim().replace(/^\S+/, (word) => word.toLowerCase())
  .replace(/\b[A-Z][\w’'-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w’'-]*)+/g, " ");
