// How text says a company or a product ended: one vocabulary for the landscape (which names are
// precedents), the names it reads ("X shut down") and the sentence reader (a failure event), each
// adding only the words its own question needs. Lower case; callers match case-insensitively or on
// the parse's lower-case words.

/** What a company's own verb says when it ends: "X shut down", "X closed up shop", "X went into administration". */
export const COMPANY_ENDED = String.raw`shut(?:s|ting)? down|shuttered|shutter(?:s|ing)|(?:closed|closing|closes|close|shut|shuts|shutting) (?:down|its doors|their doors|the doors|up shop)|folded|collapsed|(?:went|goes|gone|go|going) (?:bust|bankrupt|under|out of business|belly up|kaput|dark)|(?:(?:went|goes|gone|go|going|placed|collapsed|fell) into|enter(?:ed|s|ing)?(?: into)?) (?:administration|receivership|liquidation)|fil(?:ed|es|ing) for (?:(?:voluntary |[Cc]hapter \d+ )+(?:bankruptcy|relief|protection)|bankruptcy)|(?:forced|decided) to (?:close|shut)|called it quits|declared bankruptcy|ceas(?:e|ed|es|ing) (?:operations|trading)|wound down|wind(?:s|ing)? down|dissolved|ran out of (?:money|funding|cash)|(?:suspend(?:s|ed|ing)?|halt(?:s|ed|ing)?|stop(?:s|ped|ping)?|ceas(?:e|es|ed|ing)) (?:all )?(?:sales|production)|(?:was|were|has been|had been) (?:permanently |officially |eventually )?closed (?:down|on|in)\b`;

/** Any word or phrase saying a company or product ended, the company's own verb or not ("its shutdown", "insolvent", "defunct"). */
export const ENDED = String.raw`${COMPANY_ENDED}|shutdown|insolven\w*|receivership|bricked|bankrupt\w*|out of business|defunct|discontinu\w*|liquidat\w*|pull(?:ed|s|ing)? the plug|sunset(?:ted|ting)?|failed(?! to\b)|downfall|demise|out of existence|flopped|(?:deemed|declared|branded|labell?ed|called|considered|was|is|been|(?:referred to|described|regarded|seen) as|(?:proved|proven|turned out)(?: to be)?) (?:["“] ?)?(?:an? )?(?:[a-z]+ )?(?:failure|flop|fiasco|bust)\b`;

/** A company or product in trouble with the law or a regulator: charged, convicted, investigated, recalled, fined or banned. */
export const LEGAL_TROUBLE = /\b(?:indicted|indictment|charged with|convicted|pleaded guilty|pled guilty|grand jury|subpoena(?:ed|s)?|under (?:federal |criminal )?investigation|(?:DOJ|FTC|FDA|SEC|DEA) (?:is |was |now )?investigat\w*|investigated by|recall(?:ed|s)?|fined|banned from|cease-and-desist|warning letter|settled (?:charges|claims)|class[- ]action)\b/i;
