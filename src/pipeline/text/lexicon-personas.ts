import { wordTable } from "../../shared/word-table.ts";

export type CustomerSegment = "businesses" | "professionals" | "consumers";

/**
 * Head nouns that name who would use or buy the product, with the segment they imply.
 * Matched on wink's lemma and normal form, so plurals come for free.
 */
export const PERSONAS: Readonly<Record<string, CustomerSegment>> = wordTable({
  business: "businesses", businesses: "businesses", company: "businesses", companies: "businesses",
  startup: "businesses", startups: "businesses", smb: "businesses", smbs: "businesses", sme: "businesses",
  smes: "businesses", enterprise: "businesses", enterprises: "businesses", agency: "businesses",
  agencies: "businesses", team: "businesses", teams: "businesses", crew: "businesses", crews: "businesses", restaurant: "businesses", restaurants: "businesses",
  clinic: "businesses", clinics: "businesses", hospital: "businesses", hospitals: "businesses", school: "businesses",
  schools: "businesses", shop: "businesses", shops: "businesses", store: "businesses", stores: "businesses",
  retailer: "businesses", brand: "businesses", brands: "businesses", firm: "businesses", firms: "businesses",
  establishment: "businesses", establishments: "businesses", parish: "businesses", parishes: "businesses", congregation: "businesses", congregations: "businesses",
  nonprofit: "businesses", nonprofits: "businesses", charity: "businesses", charities: "businesses",
  gym: "businesses", gyms: "businesses", salon: "businesses", salons: "businesses", cafe: "businesses",
  cafes: "businesses", hotel: "businesses", hotels: "businesses", merchant: "businesses", landlord: "businesses",
  bakery: "businesses", bakeries: "businesses", brewery: "businesses", breweries: "businesses", pharmacy: "businesses",
  pharmacies: "businesses", venue: "businesses", venues: "businesses", studio: "businesses", studios: "businesses",
  practice: "businesses", practices: "businesses", dealership: "businesses", dealerships: "businesses", garage: "businesses", garages: "businesses",
  spa: "businesses", spas: "businesses", franchise: "businesses", franchises: "businesses", nursery: "businesses", nurseries: "businesses",
  household: "consumers", households: "consumers", citizen: "consumers", citizens: "consumers", farm: "businesses", farms: "businesses", landowner: "consumers", landowners: "consumers",
  manager: "professionals", founder: "professionals", cofounder: "professionals", "co-founder": "professionals", ceo: "professionals", cto: "professionals", coo: "professionals", freelancer: "professionals", consultant: "professionals",
  developer: "professionals", engineer: "professionals", designer: "professionals", marketer: "professionals",
  recruiter: "professionals", accountant: "professionals", lawyer: "professionals", attorney: "professionals",
  doctor: "professionals", nurse: "professionals", dentist: "professionals", therapist: "professionals",
  teacher: "professionals", tutor: "professionals", coach: "professionals", trainer: "professionals",
  creator: "professionals", writer: "professionals", artist: "professionals", musician: "professionals",
  photographer: "professionals", realtor: "professionals", agent: "professionals", contractor: "professionals",
  plumber: "professionals", electrician: "professionals", driver: "professionals", researcher: "professionals",
  barber: "professionals", hairdresser: "professionals", baker: "professionals", brewer: "professionals", florist: "professionals",
  mechanic: "professionals", butcher: "professionals", tailor: "professionals", cook: "consumers", pilot: "professionals", surgeon: "professionals",
  scholar: "professionals", academic: "professionals", nanny: "professionals", grandparent: "consumers", grandparents: "consumers",
  scientist: "professionals", analyst: "professionals", owner: "professionals", seller: "professionals",
  host: "professionals", chef: "professionals", farmer: "professionals", walker: "professionals",
  groomer: "professionals", vet: "professionals", pharmacist: "professionals", recruiters: "professionals",
  bride: "consumers", brides: "consumers", facility: "businesses", facilities: "businesses", department: "businesses", departments: "businesses", elder: "consumers", elders: "consumers",
  church: "businesses", churches: "businesses", mosque: "businesses", mosques: "businesses", university: "businesses", universities: "businesses", college: "businesses", colleges: "businesses",
  museum: "businesses", museums: "businesses", council: "businesses", councils: "businesses", municipality: "businesses", municipalities: "businesses", winery: "businesses", wineries: "businesses",
  organization: "businesses", organizations: "businesses", organisation: "businesses", organisations: "businesses", institution: "businesses", institutions: "businesses",
  ngo: "businesses", ngos: "businesses", association: "businesses", associations: "businesses", hoa: "businesses", hoas: "businesses", pm: "professionals", pms: "professionals",
  planner: "professionals", organiser: "professionals", organizer: "professionals", stylist: "professionals", translator: "professionals",
  influencer: "professionals", streamer: "professionals", podcaster: "professionals", blogger: "professionals", youtuber: "professionals", youtubers: "professionals",
  professional: "professionals", professionals: "professionals", worker: "professionals", employee: "professionals",
  staff: "professionals", hr: "professionals", marketers: "professionals", salespeople: "professionals",
  rep: "professionals", reps: "professionals", exec: "professionals", execs: "professionals", admin: "professionals", admins: "professionals",
  dev: "professionals", devs: "professionals",
  parent: "consumers", parents: "consumers", mom: "consumers", moms: "consumers", mum: "consumers",
  mums: "consumers", dad: "consumers", dads: "consumers", family: "consumers", families: "consumers",
  student: "consumers", students: "consumers", kid: "consumers", kids: "consumers", child: "consumers",
  children: "consumers", teen: "consumers", teens: "consumers", teenager: "consumers", senior: "consumers",
  seniors: "consumers", retiree: "consumers", retirees: "consumers", traveler: "consumers", traveller: "consumers",
  tourist: "consumers", homeowner: "consumers", renter: "consumers", tenant: "consumers", patient: "consumers",
  gamer: "consumers", reader: "consumers", learner: "consumers", shopper: "consumers", buyer: "consumers",
  commuter: "consumers", runner: "consumers", cyclist: "consumers", athlete: "consumers", couple: "consumers",
  couples: "consumers", roommate: "consumers", neighbor: "consumers", neighbour: "consumers", fan: "consumers",
  fans: "consumers", hobbyist: "consumers", beginner: "consumers", volunteer: "consumers", immigrant: "consumers",
  expat: "consumers", caregiver: "consumers", guest: "consumers", member: "consumers", dieter: "consumers",
  adult: "consumers", adults: "consumers", woman: "consumers", women: "consumers", man: "consumers", men: "consumers", veteran: "consumers", veterans: "consumers",
  millennial: "consumers", millennials: "consumers", nomad: "consumers", nomads: "consumers", vegan: "consumers", vegans: "consumers",
  diabetic: "consumers", diabetics: "consumers", asthmatic: "consumers", asthmatics: "consumers", epileptic: "consumers", epileptics: "consumers",
  people: "consumers", folks: "consumers", community: "consumers", communities: "consumers", consumer: "consumers", consumers: "consumers", user: "consumers", users: "consumers",
  individual: "consumers", individuals: "consumers", customer: "consumers", customers: "consumers",
  client: "consumers", clients: "consumers", everyone: "consumers", anyone: "consumers",
});

/** Plural agent nouns not in the list above still read as people ("bakers", "dentists"). */
/** "landlords", "families": wink leaves a capitalised plural unlemmatised, so the singular is tried too. */
const singular = (word: string) => word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/s$/, "");

/**
 * The segment of the people a word names, if it names any: the word as written, its lemma when the
 * parse gives one, its singular ("Bakeries"), or its plural ("planner" of "per planner").
 */
export function personaOf(word: string, lemma?: string): CustomerSegment | undefined {
  return PERSONAS[word] ?? (lemma === undefined ? undefined : PERSONAS[lemma]) ?? PERSONAS[singular(word)] ?? PERSONAS[`${word}s`] ?? shopOf(word);
}

/** Shops written as one word ("bookstores", "bookshops", "teashop"), not stores of data ("datastore", "keystore"). */
const SHOP_WORD = /^[a-z]{3,}(?:store|shop)s?$/;
const NOT_SHOPS = new Set(["datastore", "keystore", "appstore", "filestore", "workshop", "restore", "blobstore", "docstore"]);
const shopOf = (word: string): CustomerSegment | undefined => (SHOP_WORD.test(word) && !NOT_SHOPS.has(word.replace(/s$/, "")) ? "businesses" : undefined);

/** Plural endings of people's nouns ("bakers", "dentists", "residents"); a noun in -ments is a thing ("measurements", "payments"). */
export const AGENT_SUFFIX = /(?:ers|ors|ists|ians|ants|(?<!m)ents)$/;

/** Nouns with an agent-like ending that are things, not people. */
export const NOT_PEOPLE: ReadonlySet<string> = new Set([
  "lists", "playlists", "checklists", "wishlists", "waitlists", "twists", "wrists",
  "clusters", "routers", "scanners", "adapters", "timers", "buffers", "headers", "footers", "borders",
  "computers", "folders", "orders", "errors", "papers", "letters", "numbers", "matters", "centers", "centres",
  "meters", "offers", "chapters", "filters", "parameters", "servers", "browsers", "containers", "markets",
  "documents", "payments", "comments", "contents", "events", "segments", "investments", "assignments",
  "appointments", "requirements", "elements", "statements", "agreements", "apartments",
  "components", "instruments", "treatments", "shipments", "settlements", "hours", "records", "trackers",
  "reminders", "answers", "stickers", "posters", "flyers", "chargers", "printers", "speakers", "headphones",
  "sensors", "monitors", "editors", "calculators", "generators", "integrations", "invoices", "colors", "colours",
  "sectors", "factors", "vectors", "motors", "behaviors", "behaviours", "errors", "layers", "plants", "houseplants",
  "leftovers", "ingredients", "cents", "percents", "vegetables", "supplements", "condiments", "ornaments", "garments", "containers",
  // Things sold, eaten or kept that end like people ("craft beers", "smart feeders").
  "beers", "ciders", "burgers", "flowers", "powers", "towers", "waters", "heaters", "coolers", "blenders", "toasters", "cookers",
  "mixers", "grinders", "shakers", "planters", "feeders", "trimmers", "lockers", "drawers", "trailers", "scooters", "boosters",
  "covers", "wrappers", "markers", "timers", "sliders", "binders", "stroller", "strollers", "diapers", "nappies", "slippers",
  "sneakers", "trainers", "sweaters", "jumpers", "boxers", "rollers", "routers", "modems", "tablets", "blankets", "baskets",
  "pellets", "vitamins", "sachets", "capsules", "cartridges", "refills", "filters", "paints", "prints", "fonts", "accounts",
  // Parts of software and of a page ("blocks cookie banners").
  "banners", "registers", "counters", "controllers", "launchers", "schedulers", "handlers", "loaders", "barriers",
  // Conditions ("diabetic foot ulcers").
  "ulcers", "disorders", "fevers", "blisters",
]);

/** Words that introduce the customer: "for X", "helps X", "X who…". */
export const CUSTOMER_TRIGGERS: ReadonlySet<string> = new Set([
  "for", "helps", "help", "helping", "lets", "allows", "enables", "targets", "targeting", "serving", "serves",
  "connects", "connecting", "connect", "between", "with", "empowers", "supports", "among", "amongst",
]);
