/**
 * The profile a careful model answers for each idea the tests send, as canned JSON keyed by how the
 * founder's description opens (a real model reads each idea for itself, so the fake must not answer
 * one idea's profile for another). The answers are written by hand, never computed by our own code.
 * A description the table does not know gets the recorded profile of tests/fixtures/llm.
 */

type Period = "one-off" | "day" | "week" | "fortnight" | "month" | "quarter" | "term" | "year" | "use";
type Kind = "person" | "account" | "use" | "pack";

interface CannedPrice {
  amount: number; upTo: null; currency: string; period: Period | null;
  per: { noun: string; kind: Kind } | null; recurring: boolean; item: string | null;
}

const price = (amount: number, currency: string, period: Period | null, per: [string, Kind] | null = null, item: string | null = null): CannedPrice => ({
  amount, upTo: null, currency, period, per: per ? { noun: per[0], kind: per[1] } : null,
  recurring: period !== null && !["one-off", "use"].includes(period), item,
});

interface CannedProfile {
  title: string; pitch: string; problem: string | null; customer: string | null;
  customerSegment: "businesses" | "professionals" | "consumers" | null; categoryId: string; keywords: string[];
  likelyCompetitors: string[]; targetMarket: string | null;
  businessModel: "subscription" | "marketplace" | "transactional" | "ads" | "services" | null;
  prices: CannedPrice[]; takeRate?: { percent: number; per: { noun: string; kind: Kind } | null; orderValue: null };
  freeTier?: boolean; ads?: boolean;
}

/** Opening words of a description, and the profile a model reads from it. */
const PROFILES: readonly [string, CannedProfile][] = [
  ["CLI and GitHub app that detects flaky tests", {
    title: "Flaky test detection for CI", pitch: "A CLI and GitHub app that finds flaky tests in CI from JUnit reports and quarantines them.",
    problem: "Developers lose hours rerunning pipelines because of flaky tests.", customer: "Developers", customerSegment: "professionals",
    categoryId: "developer-tools", keywords: ["flaky tests", "test quarantine", "ci test reliability"], likelyCompetitors: ["BuildPulse", "Trunk", "Launchable"],
    targetMarket: null, businessModel: "subscription", prices: [price(20, "USD", "month", ["developer", "person"])],
  }],
  ["Invoice chasing for UK accounting firms", {
    title: "Invoice chasing for UK accounting firms", pitch: "A service that emails late-paying clients for UK accounting firms and escalates politely.",
    problem: "Firms spend a day a week chasing clients who pay late.", customer: "UK accounting firms", customerSegment: "businesses",
    categoryId: "finance", keywords: ["invoice chasing", "credit control", "late payment reminders"], likelyCompetitors: ["Chaser", "Satago", "Xero"],
    targetMarket: "Accounting firms in the United Kingdom", businessModel: "subscription", prices: [price(49, "GBP", "month", ["practice", "account"])],
  }],
  ["An app that lets owners of private land rent pitches", {
    title: "Camping pitches on private land", pitch: "A marketplace where landowners rent pitches on unused fields to campers.",
    problem: "Campers struggle to find quiet spots and landowners earn nothing from unused fields.", customer: "Landowners and campers", customerSegment: "consumers",
    categoryId: "travel", keywords: ["private land camping", "camping pitches", "farm camping"], likelyCompetitors: ["Hipcamp", "Pitchup", "Campspace"],
    targetMarket: null, businessModel: "marketplace", prices: [], takeRate: { percent: 12, per: { noun: "booking", kind: "use" }, orderValue: null },
  }],
  ["Coffee roasted on the Moon", {
    title: "Coffee roasted on the Moon", pitch: "Coffee roasted on the Moon and delivered to Earth by rocket.",
    problem: null, customer: null, customerSegment: "consumers",
    categoryId: "food", keywords: ["specialty coffee", "luxury coffee", "coffee roasting"], likelyCompetitors: [],
    targetMarket: null, businessModel: "transactional", prices: [price(4000, "USD", "use", ["bag", "pack"])],
  }],
  ["A camera feeder that recognises each cat", {
    title: "Camera feeder that recognises each cat", pitch: "A feeder with a camera that recognises each cat and opens only for its own food.",
    problem: "In multi-cat households one cat eats the other's diet food.", customer: "Multi-cat households", customerSegment: "consumers",
    categoryId: "pets", keywords: ["microchip cat feeder", "selective pet feeder", "smart cat feeder"], likelyCompetitors: ["SureFeed", "Petlibro"],
    targetMarket: null, businessModel: "subscription", prices: [price(149, "GBP", "one-off", null, "feeder"), price(9, "GBP", "month", null, "app")],
  }],
  ["A marketplace connecting busy dog owners", {
    title: "Dog walks at short notice", pitch: "A marketplace connecting busy dog owners with vetted local walkers.",
    problem: "Owners struggle to find reliable walkers at short notice.", customer: "Busy dog owners", customerSegment: "consumers",
    categoryId: "pets", keywords: ["dog walking", "dog walker app", "on-demand dog walks"], likelyCompetitors: ["Rover", "Wag!"],
    targetMarket: null, businessModel: "marketplace", prices: [price(18, "USD", "use", ["walk", "use"])], takeRate: { percent: 20, per: { noun: "walk", kind: "use" }, orderValue: null },
  }],
  ["Online maths tutoring for GCSE students", {
    title: "Maths tutoring for GCSE students", pitch: "Online maths tutoring for GCSE students, sold to parents in packs of ten hours.",
    problem: "Parents worry about their children's GCSE maths grades.", customer: "Parents of GCSE students", customerSegment: "consumers",
    categoryId: "education", keywords: ["gcse maths tutor", "online maths tutoring", "gcse revision"], likelyCompetitors: ["MyTutor", "Third Space Learning"],
    targetMarket: "Parents of GCSE students in the United Kingdom", businessModel: "services", prices: [price(25, "GBP", "use", ["hour", "use"])],
  }],
  ["Bakeries throw away unsold bread", {
    title: "Leftover bread from local bakeries", pitch: "An app where bakeries list unsold bread for nearby customers to collect at half price.",
    problem: "Bakeries throw away unsold bread every evening.", customer: "Bakeries", customerSegment: "businesses",
    categoryId: "food", keywords: ["surplus food app", "unsold bread", "food waste bakery"], likelyCompetitors: ["Too Good To Go", "Olio"],
    targetMarket: null, businessModel: "subscription", prices: [price(19, "EUR", "month", ["shop", "account"])],
  }],
  ["Small law firms spend hours reviewing", {
    title: "Contract review for small law firms", pitch: "Software that flags unusual clauses in NDAs and leases for small law firms.",
    problem: "Small law firms spend hours reviewing standard contracts.", customer: "Small law firms", customerSegment: "businesses",
    categoryId: "legal", keywords: ["contract review software", "clause detection", "nda review"], likelyCompetitors: ["Spellbook", "LawGeex", "Luminance"],
    targetMarket: null, businessModel: "subscription", prices: [price(2000, "USD", "year", ["firm", "account"])],
  }],
  ["A tool that helps restaurant managers plan staff rotas", {
    title: "Staff rotas for restaurants", pitch: "A tool that plans restaurant staff rotas around bookings and the weather.",
    problem: null, customer: "Restaurant managers", customerSegment: "businesses",
    categoryId: "food", keywords: ["restaurant scheduling", "staff rota software", "shift planning"], likelyCompetitors: ["7shifts", "Deputy", "Rotaready"],
    targetMarket: null, businessModel: null, prices: [],
  }],
  ["Meal kits for new parents", {
    title: "Meal kits for new parents", pitch: "Weekly meal kits with fresh ingredients and recipes for new parents.",
    problem: "New parents have no time to cook.", customer: "New parents", customerSegment: "consumers",
    categoryId: "food", keywords: ["meal kits", "meal kit delivery", "quick family meals"], likelyCompetitors: ["HelloFresh", "Gousto", "Mindful Chef"],
    targetMarket: null, businessModel: "subscription", prices: [price(35, "GBP", "week")],
  }],
  ["Day passes to quiet co-working rooms", {
    title: "Village hall co-working day passes", pitch: "Day passes to quiet co-working rooms in village halls for remote workers in rural Wales.",
    problem: null, customer: "Remote workers in rural Wales", customerSegment: "professionals",
    categoryId: "productivity", keywords: ["coworking day pass", "rural coworking", "village hall coworking"], likelyCompetitors: ["Croissant", "Deskpass"],
    targetMarket: "Remote workers in rural Wales", businessModel: "transactional", prices: [price(15, "GBP", "day")],
  }],
  ["A one-off $4.99 iPhone app that turns receipts", {
    title: "Receipts to expense reports", pitch: "An iPhone app that turns receipts into expense reports for freelancers.",
    problem: "Freelancers hate bookkeeping.", customer: "Freelancers", customerSegment: "professionals",
    categoryId: "finance", keywords: ["receipt scanner app", "expense report app", "freelancer expenses"], likelyCompetitors: ["Expensify", "Dext", "Shoeboxed"],
    targetMarket: null, businessModel: "transactional", prices: [price(4.99, "USD", "one-off")],
  }],
  ["A patient intake app for physiotherapy clinics", {
    title: "Patient intake for physiotherapy clinics", pitch: "A patient intake app that collects medical history before the first physiotherapy visit.",
    problem: "Clinics waste the first ten minutes of each appointment on forms.", customer: "Physiotherapy clinics", customerSegment: "businesses",
    categoryId: "health", keywords: ["patient intake software", "physiotherapy forms", "digital intake forms"], likelyCompetitors: ["Jane App", "Cliniko", "IntakeQ"],
    targetMarket: null, businessModel: "subscription", prices: [price(99, "USD", "month", ["clinic", "account"])],
  }],
  ["A solar robot that mows lawns", {
    title: "Solar robot mower for older homeowners", pitch: "A solar robot that mows lawns for elderly homeowners, with blade refills by subscription.",
    problem: "Elderly homeowners can no longer push a mower.", customer: "Elderly homeowners", customerSegment: "consumers",
    categoryId: "real-estate-home", keywords: ["robot lawn mower", "solar lawn mower", "lawn care for seniors"], likelyCompetitors: ["Husqvarna Automower", "Worx Landroid"],
    targetMarket: null, businessModel: "subscription", prices: [price(1299, "USD", "one-off", null, "robot"), price(15, "USD", "month", null, "blade refills")],
  }],
  ["Time travel holidays to ancient Rome", {
    title: "Time travel holidays to ancient Rome", pitch: "Holidays that travel back in time to ancient Rome for history lovers.",
    problem: null, customer: "History lovers", customerSegment: "consumers",
    categoryId: "travel", keywords: ["history holidays", "ancient rome tours", "historical travel"], likelyCompetitors: [],
    targetMarket: null, businessModel: "transactional", prices: [price(10000, "GBP", "use", ["trip", "use"])],
  }],
  ["Uber for dogs", {
    title: "Uber for dogs", pitch: "An on-demand service for dogs, booked from an app.",
    problem: null, customer: null, customerSegment: "consumers",
    categoryId: "pets", keywords: ["on-demand dog services", "dog walking app", "pet taxi"], likelyCompetitors: ["Rover", "Wag!"],
    targetMarket: null, businessModel: "marketplace", prices: [],
  }],
  ["A lead service for Canadian roofing contractors", {
    title: "Roofing leads for Canadian contractors", pitch: "Pay-per-lead homeowner enquiries for Canadian roofing contractors.",
    problem: "Roofing contractors waste money on bad leads.", customer: "Canadian roofing contractors", customerSegment: "businesses",
    categoryId: "marketing-sales", keywords: ["roofing leads", "contractor lead generation", "pay per lead"], likelyCompetitors: ["HomeStars", "Angi", "Thumbtack"],
    targetMarket: "Roofing contractors in Canada", businessModel: "transactional", prices: [price(40, "CAD", "use", ["lead", "use"])],
  }],
  ["Tax returns done by a qualified accountant", {
    title: "Tax returns over chat for gig workers", pitch: "Tax returns prepared by a qualified accountant over chat for Australian gig workers.",
    problem: null, customer: "Australian gig workers", customerSegment: "consumers",
    categoryId: "finance", keywords: ["gig worker tax return", "online tax accountant", "rideshare tax return"], likelyCompetitors: ["H&R Block", "Etax", "TaxFox"],
    targetMarket: "Gig workers in Australia", businessModel: "services", prices: [price(89, "AUD", "use", ["return", "use"])],
  }],
  ["Landlords let to tenants who then stop paying rent", {
    title: "Tenant checks for landlords", pitch: "A service that checks a tenant's references and credit within a day for landlords.",
    problem: "Landlords let to tenants who then stop paying rent.", customer: "Landlords", customerSegment: "consumers",
    categoryId: "real-estate-home", keywords: ["tenant screening", "tenant referencing", "landlord credit check"], likelyCompetitors: ["Goodlord", "HomeLet", "Canopy"],
    targetMarket: null, businessModel: "transactional", prices: [price(30, "GBP", "use", ["check", "use"]), price(20, "GBP", "month", null, "unlimited checks")],
  }],
  ["After-school coding club for children", {
    title: "After-school coding club for children", pitch: "An after-school coding club for children aged 8 to 12, run in primary schools.",
    problem: null, customer: "Parents of children aged 8 to 12", customerSegment: "consumers",
    categoryId: "education", keywords: ["kids coding club", "after school coding", "coding for children"], likelyCompetitors: ["Code Club", "Kodo Kids", "Code Ninjas"],
    targetMarket: null, businessModel: "subscription", prices: [price(120, "GBP", "term", ["child", "person"])],
  }],
  ["Bookkeeping review for Etsy sellers", {
    title: "Bookkeeping review for Etsy sellers", pitch: "A quarterly bookkeeping review for Etsy sellers who fall behind on sales tax.",
    problem: "Etsy sellers fall behind on sales tax.", customer: "Etsy sellers", customerSegment: "professionals",
    categoryId: "finance", keywords: ["etsy bookkeeping", "sales tax for etsy sellers", "ecommerce bookkeeping"], likelyCompetitors: ["Bench", "Pilot", "A2X"],
    targetMarket: null, businessModel: "services", prices: [price(150, "USD", "quarter")],
  }],
  ["A habit tracker for students", {
    title: "Habit tracker for students", pitch: "A habit tracker for students, free with ads or paid for pro.",
    problem: null, customer: "Students", customerSegment: "consumers",
    categoryId: "productivity", keywords: ["habit tracker", "student habit app", "study habits"], likelyCompetitors: ["Habitica", "Streaks", "Loop Habit Tracker"],
    targetMarket: null, businessModel: "subscription", prices: [price(3.99, "USD", "month", null, "pro")], freeTier: true, ads: true,
  }],
  ["Home visits by vets for elderly pet owners", {
    title: "Home vet visits for elderly pet owners", pitch: "Vets who visit elderly pet owners at home.",
    problem: "Elderly pet owners cannot travel to a vet.", customer: "Elderly pet owners", customerSegment: "consumers",
    categoryId: "pets", keywords: ["mobile vet", "home vet visits", "house call vet"], likelyCompetitors: ["Vetted Petcare", "Bond Vet"],
    targetMarket: null, businessModel: "services", prices: [price(60, "GBP", "use", ["visit", "use"])],
  }],
  ["Laundry pick-up for busy families in Sydney", {
    title: "Laundry pick-up for Sydney families", pitch: "Laundry collected from busy families in Sydney, washed, folded and returned within a day.",
    problem: null, customer: "Busy families in Sydney", customerSegment: "consumers",
    categoryId: "real-estate-home", keywords: ["laundry pick-up", "wash and fold service", "laundry delivery sydney"], likelyCompetitors: ["Jeeves", "Laundrapp", "Washmen"],
    targetMarket: "Families in Sydney", businessModel: "subscription", prices: [price(45, "AUD", "fortnight")],
  }],
  ["A smart water leak sensor for homeowners", {
    title: "Water leak sensor that lowers insurance", pitch: "A smart water leak sensor for homeowners that cuts their insurance premium.",
    problem: null, customer: "Homeowners", customerSegment: "consumers",
    categoryId: "real-estate-home", keywords: ["water leak sensor", "smart leak detector", "home insurance discount"], likelyCompetitors: ["Flo by Moen", "Phyn", "LeakBot"],
    targetMarket: null, businessModel: "transactional", prices: [price(79, "USD", "use", ["sensor", "pack"])],
  }],
  ["Meeting notes for sales teams", {
    title: "Meeting notes for sales teams", pitch: "Meeting notes for sales teams that log calls into the CRM automatically.",
    problem: null, customer: "Sales teams", customerSegment: "businesses",
    categoryId: "marketing-sales", keywords: ["sales call notes", "ai meeting notes", "crm call logging"], likelyCompetitors: ["Gong", "Fireflies.ai", "Otter.ai"],
    targetMarket: null, businessModel: "subscription", prices: [price(30, "USD", "month", ["seat", "person"])],
  }],
  ["Greenhouse kits for colonists on Mars", {
    title: "Greenhouse kits for Mars colonists", pitch: "Greenhouse kits that let colonists on Mars grow fresh vegetables.",
    problem: "Colonists on Mars need fresh vegetables.", customer: "Colonists on Mars", customerSegment: "consumers",
    categoryId: "food", keywords: ["space greenhouse", "greenhouse kit", "space agriculture"], likelyCompetitors: [],
    targetMarket: null, businessModel: "transactional", prices: [price(5000, "USD", "use", ["kit", "pack"])],
  }],
  ["Parents book swimming lessons for toddlers", {
    title: "Toddler swimming lessons", pitch: "An app where parents book swimming lessons for toddlers at local leisure centres.",
    problem: null, customer: "Parents of toddlers", customerSegment: "consumers",
    categoryId: "health", keywords: ["toddler swimming lessons", "baby swim classes", "swim lesson booking"], likelyCompetitors: ["Water Babies", "Puddle Ducks"],
    targetMarket: null, businessModel: "transactional", prices: [price(12, "GBP", "use", ["lesson", "use"]), price(40, "GBP", "use", ["pack", "pack"])],
  }],
  ["Small breweries waste hours every quarter on duty returns", {
    title: "Duty returns for small breweries", pitch: "Software that files small breweries' duty returns automatically from their sales data.",
    problem: "Small breweries waste hours every quarter on duty returns.", customer: "Small breweries", customerSegment: "businesses",
    categoryId: "legal", keywords: ["alcohol duty returns", "brewery compliance software", "beer duty"], likelyCompetitors: ["Ekos", "Breww", "BrewMan"],
    targetMarket: null, businessModel: "subscription", prices: [price(40, "GBP", "month", ["brewery", "account"])],
  }],
  ["E-bike hire for students on campus", {
    title: "Campus e-bike hire", pitch: "E-bike hire for students on campus, paid per minute after an unlock fee.",
    problem: null, customer: "Students", customerSegment: "consumers",
    categoryId: "logistics-mobility", keywords: ["campus e-bike hire", "bike sharing", "e-bike rental"], likelyCompetitors: ["Lime", "Beryl", "Donkey Republic"],
    targetMarket: null, businessModel: "transactional", prices: [price(1, "USD", "one-off", null, "unlock"), price(0.15, "USD", "use", ["minute", "use"])],
  }],
];

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The JSON a model answers for the profile of this description, or null when the table does not know it. */
export function cannedProfile(description: string): string | null {
  const text = squash(description);
  const found = PROFILES.find(([opening]) => text.startsWith(squash(opening)));
  if (!found) return null;
  const { prices, takeRate, freeTier, ads, ...rest } = found[1];
  return JSON.stringify({
    ...rest,
    price: { prices, main: prices.length > 0 ? 0 : null, takeRate: takeRate ?? null, freeTier: freeTier ?? false, ads: ads ?? false, billing: null },
  });
}
