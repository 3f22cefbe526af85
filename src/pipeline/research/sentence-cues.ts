import { ENDED } from "../text/ending-words.ts";

// Cue patterns for reading other people's sentences, matched on the parse's lower-case words joined
// by single spaces (so "don't" reads "do n't"). Each says what a phrase does, not which idea it is about.

/** A product or company of the kind ending: the strongest evidence against building another. */
export const FAILURE_EVENT = new RegExp(String.raw`\b(?:${ENDED}|closure|(?:will|would|to) close|folds?|recall(?:ed|s)?|rise and fall|fizzl\w*|flop(?:ped|s)?|fail(?:ure|s)?)\b`);

/** Which failure words are read as an event only when a product, company or service is their subject. */
export const SUBJECT_NOUNS = /\b(?:company|companies|startup|startups|product|products|service|app|platform|business|brand|line|firm|venture|device|devices|garden|tool)\b/;

/** Money asked: a price, a plan, a fee (not people paying their bills, which is the job itself). */
export const PRICE_CUE = /(?:[$€£¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:dollars|usd|eur|euros|pounds)\b|\b(?:price[sd]?|pricing|priced|cost(?:s|ly)?(?! of living)|fees?|subscription|subscribe|per (?:month|year|seat|user)|\/mo\b|free tier|free plan|(?:free|pro|paid|basic|premium|starter|team|business|enterprise|monthly|annual|yearly|pricing|every|each) plans?|plans? (?:start|from|cost)\w*|charge[sd]?|charging|expensive|cheap\w*|afford\w*|discount\w*|gouge|premium price|free|waste of money|not worth the (?:money|price))\b)/;

/** One product set against another, or another way of doing the job. */
export const COMPARISON_CUE = /\b(?:better than|cheaper than|worse than|faster than|instead of|rather than|compared (?:to|with)|alternatives?|competitors?|vs\.?|versus|switched (?:to|from)|replac(?:e|ed|es|ing)|just as (?:well|great|good)|tools like|such as|contenders|parity with|same as|like \w+ and|there are already|already exist\w*|a dime a dozen|already (?:sends?|does|do|offers?|has|have|handles?|supports?|includes?|automates?)|plenty of|dozens of|crowded|saturated|incumbents?)\b/;

/** Someone paying or offering to pay for the job done. */
export const PAYING_CUE = /\b(?:would (?:happily |gladly )?pay|'d (?:happily |gladly )?pay|willing to pay|happy to pay|take my money|paid for itself|worth every|(?:well|totally|absolutely|definitely|so) worth it|worth the (?:money|price|cost)|been paying|(?:i|we) (?:pay|paid)(?! attention| heed| tribute| off| back| it forward)|paying customers?)\b/;

/** A market moving: growth or decline, a trend, a change in how people live (a rule that changes what is allowed is feasibility: FEASIBILITY_RULES). */
export const TIMING_CUE = /\b(?:(?:market|industry|demand|adoption|sales|interest)s? (?:is |are |has |have )?(?:growing|grew|booming|rising|declin\w*|shrink\w*)|growing (?:market|demand|fast|rapidly|quickly)|growth|on the rise|boom\w*|trend\w*|declin\w*|shrink\w*|dying|peaked|pandemic|since \d{4}|nowadays|these days)\b/;
/** A market or a way of working growing: timing in the idea's favour. */
export const GROWTH_CUE = /\b(?:grow\w*|grew|boom\w*|ris(?:e|es|ing)|on the rise|trend\w*|sped up|accelerat\w*|surg\w*|more and more|increas\w*|momentum)\b/;
export const DECLINE_CUE = /\b(?:declin\w*|shrink\w*|dying|peaked|fad|fell|falling)\b/;

/** Where the customers gather or are reached. */
export const CHANNEL_CUE = /\b(?:communit\w*|forums?|subreddits?|newsletters?|word of mouth|seo|app store|cold emails?|outreach|referrals?|facebook groups?|discord|slack groups?)\b/;

/** What a product offers or how far it has spread: a competitor's strength. */
export const OFFER_CUE = /\b(?:offers?|offering|supports?|lets?|allows?|enables?|includes?|included|comes? with|compatible|integrat\w*|automatic\w*|automate[sd]?|built-in|most popular|popular|leading|matured|powerful|free forever|open(?: - | |-)source|self(?: - |-)host\w*|hosted|strengths?|features?|recover|turns?|help(?:s)?|sell(?:s|ing)?|sold|launch(?:ed|es)?|raised|funding|acquired|millions of|thousands of|\d[\d,.]* (?:(?:million|billion|thousand|k) )?(?:(?:active|paying|monthly|daily|registered) )?(?:customers|users|companies|teams|hosts|guests|members|subscribers|downloads|installs|listings))\b/;

/** A person's pain, felt or witnessed. */
export const PAIN_CUE = /\b(?:frustrat\w*|annoy\w*|dread\w*|painful|pain|hate[sd]?|tedious|nightmare\w*|headache\w*|hassle\w*|struggl\w*|stress\w*|overwhelm\w*|tired of|sick of|waste[sd]? (?:of )?time|time-consuming|awkward|stuck|chas(?:e|ed|es|ing)|forgot|forget|late|overdue|unpaid|lost|losing|lose|miss(?:ed|ing)?|broke|broken|hard(?! (?:drives?|disks?|copy|copies|ware|cover))|difficult\w*|problem\w*|issue\w*|fail\w*|can not|cannot|on fire|embarrass\w*|regress\w*|bug\w*|will not work|does not work|not working|impossible to|too much time|spend(?:s|ing)? hours|by hand|manually)\b/;

/** Someone using, wanting or paying for a way to do the job. */
export const DEMAND_CUE = /\b(?:need(?:s|ed)?|want(?:s|ed)?|wish\w*|looking for|look for|would (?:pay|use|love|buy)|'d (?:pay|use|love)|happily pay|willing to pay|been using|using|uses?|used(?! to)|recommend\w*|love[sd]?|solved|improved|beats|works?|worked|amazed|easy to use|on the rise|popular|enable[sd]?|check up|on your own terms|signed up|sign-?ups|customers|demand|market)\b/;

/** A person saying a way of doing the job works for them: the need is real and met. */
export const PRAISE_CUE = /\b(?:still \w+ strong|easy to \w+|appreciat\w*|for years|after (?:several|many|a few) years|improved|beats|solved (?:like|most|it)|works? (?:great|well)|stick to|wish i 'd started|helpful|love[sd]? it|saves? (?:me )?(?:hours|time)|amazed|easy to use|recommend\w*)\b/;

/** Customers leaving a product of the kind: cancelling, not renewing, not kept. The need does not hold them. */
export const CHURN_CUE = /\b(?:cancel(?:l?ed|l?ing|s)?|unsubscrib\w*|churn\w*|uninstall\w*|(?<!cart )abandon(?:s|ed|ing|ment)?|(?:retain|keep) (?:customers|subscribers|users)|retention|stopped using|quit using|gave up on|(?:buy|buys|bought|purchase[sd]?|use[sd]?|order(?:s|ed)?)\b[^.]{0,40}\b(?:just|only) once)\b/;

/** What a person says a way of doing the job is when it works for them; under a negation ("doesn't make this easy") it is their pain. */
export const EASE_CUE = /\b(?:easy|easier|simple|straightforward|intuitive|convenient|helpful|reliable)\b/;

/** A question that answers itself: "Who would pay for that?", "Why would anyone need this?". */
export const RHETORICAL_DOUBT = /(?:^|[:;,] )(?:but |so |and |honestly , |seriously , )?(?:who (?:would|will|'d|is going to|needs|wants|cares|actually)|why would (?:anyone|anybody|i|you|people)|why (?:should|would|do|must) (?:i|we|you|anyone) (?:have to |need to )?(?:pay|download|install|subscribe|need)|why is there a (?:subscription|fee|charge)|do (?:we|you|i|people|they) (?:really|actually|honestly|even|truly) need)\b/;

const CANNOT_AFFORD_WORDS = String.raw`(?:can|could) not afford`;
/** "Students can't afford recurring subscriptions": a price its buyers cannot meet. */
export const CANNOT_AFFORD = new RegExp(String.raw`\b${CANNOT_AFFORD_WORDS}\b`);

/** Words that doubt the need, the value or the premise. */
export const DOUBT_CUE = new RegExp(String.raw`\b(?:rare(?:ly)?|seldom|get nothing out of|resisted (?:downloading|installing|using|buying|paying)|hardly ever|overkill|waste of money|liability|not worth|no need|no demand|no market|not a problem|non-issue|fad|gimmick\w*|eye candy|no substance|yet another|just another|gadget\w*|(?:did|do|does) not (?:believe|think much|see the (?:point|gap|need|value))|never happened|nobody (?:needs|wants|asked)|not much|unachievable|unrealistic|science fiction|false(?! - positive| - negative| positive| negative| alarm)|lacked|lack|impractical|doubt\w*|useless|pointless|not necessary|unnecessar\w*|too expensive|so expensive|${CANNOT_AFFORD_WORDS}|gouge|solved problem|already solved|good enough|solution (?:in search of|looking for) (?:a )?problem|nice(?: - | |-)to(?: - | |-)have|(?:tiny|small|limited|shrinking) (?:market|audience|niche)|(?:market|audience|demand) (?:is|seems|looks|was) (?:tiny|small|limited|niche|too small|non-existent|nonexistent)|(?:too|so) niche|the real (?:problem|issue) (?:is|starts|lies|begins)|before (?:paying for|buying|you buy|you pay for)|(?:everyone|everybody|they all) (?:has |have )?eventually \w+|(?:has|have) always (?:been )?paid|contrived|hard(?: - | |-)pressed to|problems? that (?:do|does) not exist|(?:non - existent|nonexistent) problems?|unwilling to (?:pay|buy|use|spend)|hard to imagine (?:why )?(?:anyone|anybody|people|many)|why (?:anyone|anybody) would (?:buy|pay|use|want)|failure rates?|struggled to (?:survive|stay afloat|make money|turn a profit|find customers)|failed to (?:keep pace|gain traction|take off|catch on|find (?:customers|a market|buyers)))\b`);

/** Words whose scope, up to the next clause break, reverses what follows ("never had this problem"). */
export const NEGATORS = new Set(["not", "n't", "never", "no", "nobody", "none", "neither", "nor", "without", "hardly", "nothing", "noone"]);
/** Words that open a condition: a negation inside one states no fact ("if you don't have a late fee, you get shuffled to the bottom"). */
export const CONDITIONALS = new Set(["if", "unless"]);
/** Where a negation's scope ends. */
export const SCOPE_BREAKS = new Set([",", ";", ":", ".", "!", "?", "but", "and", "so", "because", "though", "although", "while", "however", "—", "–", "-"]);

/** First-person words: the writer speaking of their own experience. */
export const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|my|me|we|our|(?<!\blet )us)\b/;

/** Another way of doing the job than buying a product for it: a substitute, the strongest rival of a new product. */
export const SUBSTITUTE_CUE = /\b(?:better approach|(?:a |the )?better (?:way|option) is|the real fix|(?:focuses|focus) on the wrong|wrong thing|build (?:it|this|one|them) (?:ourselves|yourself|themselves|in-house)|just build|in-house|internal (?:[\w-]+ ){0,3}(?:system|tool|platform|solution|dashboard|service)s?|home-?grown|do it yourself|diy|make your own|a simple script|spreadsheet works|just as (?:well|great|good)|do just as well|(?:good|works) well enough|pen and paper|paper (?:calendars?|planners?|notebooks?|journals?|diar(?:y|ies)|lists?|checklists?|forms?|records?|logs?|charts?)|sticky notes|post-its?|whiteboards?|(?:use|using|used|keep|kept|stick|go back to|went back to)\b.*\binstead(?! of)|(?:go|goes|going|gone|went) back to (?:using|[a-z]+ing)\b|(?:than|as)\b.{0,80}\b(?:by hand|with (?:your|their|my|our) (?:own )?(?:bare )?hands))\b/;

/** A sentence addressed to the reader: on a page that is not a person's own account, a pitch, not testimony. */
export const SECOND_PERSON = /\b(?:you|your|you're|you've|yours)\b/;

/** Words that, before a failure word, make its subject a person or a client rather than a product ("they went out of business"). */
export const PERSON_SUBJECTS = new Set(["i", "we", "you", "he", "she", "they", "client", "clients", "customer", "customers", "people", "someone", "everyone"]);

/** Trouble with the law or with safety: both a rule that bears on the job and a reason it is harder to do. */
const LEGAL_HARMS = String.raw`illegal\w*|lawsuits?|sued|subpoena\w*|indict\w*|prosecut\w*|bann?ed|bans?|banning|prohibit\w*|outlaw\w*|liabilit\w*|unsafe|hazard\w*|danger\w*`;
/** What decides whether the job may be done at all: a law, a regulator, a licence, safety. */
export const FEASIBILITY_RULES = new RegExp(String.raw`\b(?:regulat\w*|laws?|legal|legally|${LEGAL_HARMS}|licen[cs](?:e|es|ed|ing)|permits?|approv(?:al|als|ed)|certif(?:ied|ication\w*)|accredit\w*|complian\w*|fda|dea|faa|ftc|hipaa|gdpr|clia|safety|(?:caught|catch|catches|catching) fire|explo(?:de|ded|des|sions?))\b`);
/** What decides whether it can be done at a profit: the technology, and what making and running it costs. */
export const FEASIBILITY_MEANS = /\b(?:lithium|batter(?:y|ies)|technical(?:ly)?|technolog(?:y|ies)|prototypes?|energy|electricity|operating costs?|running costs?|overhead|unit economics|margins?|profitab\w*|unprofitab\w*|logistic\w*|labou?r costs?|expenses?|capital(?: - | |-)intensive|supply chain|manufactur\w*)\b/;
/** What makes the job harder to do: a ban, a suit, a danger, a cost, a difficulty. */
export const FEASIBILITY_AGAINST = new RegExp(String.raw`\b(?:${LEGAL_HARMS}|fire|explo\w*|difficult\w*|hard(?:er)?|challeng\w*|impossible|expensive|costly|biggest (?:costs?|expenses?)|unprofitab\w*|loss(?:es)?|losing|risk\w*|fail\w*|problem\w*|issues?|restrict\w*|limit\w*|can not|cannot|struggl\w*|violat\w*|fined|fines|penalt\w*|recall\w*|shortages?|broke|broken|only if)\b`);
/** What makes it easier: allowed, approved, cheap, simple. */
export const FEASIBILITY_FOR = /\b(?:approved|allow(?:s|ed)?|permitted|legal|legally|cheap\w*|easy|easier|simple|affordabl\w*|compliant)\b/;
