import type { PipelineIdea } from "../../../src/pipeline/types.ts";
import type { Currency } from "../../../src/shared/contracts/report.ts";

interface WritingIdea {
  name: string;
  title: string | null;
  description: string;
  country: PipelineIdea["country"];
  /** The currency every money figure of the report must be in. */
  currency: Currency;
}

/** Ideas as founders write them: varied customers, products, prices, periods and currencies. */
export const WRITING_IDEAS: readonly WritingIdea[] = [
  { name: "flaky tests", title: null, country: "US", currency: "USD", description: "CLI and GitHub app that detects flaky tests in CI from JUnit reports and quarantines them automatically. Developers lose hours rerunning pipelines. $20 per developer per month." },
  { name: "invoice chasing", title: "Invoice chasing for UK accounting firms", country: "GB", currency: "GBP", description: "Invoice chasing for UK accounting firms: it emails clients who pay late and escalates politely. Firms spend a day a week chasing. £49 per practice per month." },
  { name: "peer camping", title: null, country: "US", currency: "USD", description: "An app that lets owners of private land rent pitches to campers. Owners earn from unused fields and campers find quiet spots. We take a 12% fee on each booking." },
  { name: "moon coffee", title: null, country: "US", currency: "USD", description: "Coffee roasted on the Moon and delivered to Earth by rocket for $4,000 a bag." },
  { name: "cat feeder", title: null, country: "GB", currency: "GBP", description: "A camera feeder that recognises each cat and gives it only its own food. Multi-cat households struggle with one cat eating the other's diet food. £149 for the feeder plus £9 a month for the app." },
  { name: "dog walks", title: null, country: "US", currency: "USD", description: "A marketplace connecting busy dog owners with vetted local walkers. Owners struggle to find reliable walkers at short notice. $18 per walk, we keep 20%." },
  { name: "tutoring", title: "Maths tutoring for GCSE students", country: "GB", currency: "GBP", description: "Online maths tutoring for GCSE students whose parents worry about exam grades. £25 an hour, sold in packs of ten." },
  { name: "euro bakery", title: null, country: "DE", currency: "EUR", description: "Bakeries throw away unsold bread every evening. An app that lists leftovers for nearby customers to collect at half price. €19 per shop per month." },
  { name: "annual licence", title: "Contract review for small law firms", country: "US", currency: "USD", description: "Small law firms spend hours reviewing standard contracts. Software that flags unusual clauses in NDAs and leases. $2,000 a year per firm." },
  { name: "no price", title: null, country: "US", currency: "USD", description: "A tool that helps restaurant managers plan staff rotas around bookings and the weather." },
  { name: "weekly meal kits", title: null, country: "GB", currency: "GBP", description: "Meal kits for new parents who have no time to cook. Fresh ingredients and recipes delivered every week for £35 a week." },
  { name: "daily plan", title: null, country: "GB", currency: "GBP", description: "Day passes to quiet co-working rooms in village halls for remote workers in rural Wales. £15 a day." },
  { name: "one-off app", title: null, country: "US", currency: "USD", description: "A one-off $4.99 iPhone app that turns receipts into expense reports for freelancers who hate bookkeeping." },
  { name: "clinic", title: null, country: "US", currency: "USD", description: "A patient intake app for physiotherapy clinics that collects medical history before the first visit. Clinics waste the first ten minutes of each appointment on forms. $99 per clinic per month." },
  { name: "robot mower", title: null, country: "US", currency: "USD", description: "A solar robot that mows lawns for elderly homeowners who can no longer push a mower. $1,299 for the robot and $15 a month for the blade refills." },
  { name: "time travel", title: null, country: "GB", currency: "GBP", description: "Time travel holidays to ancient Rome for history lovers. £10,000 per trip." },
  { name: "thin", title: null, country: "US", currency: "USD", description: "Uber for dogs" },
  { name: "leads", title: null, country: "CA", currency: "CAD", description: "A lead service for Canadian roofing contractors who waste money on bad leads. CA$40 per lead, only for homeowners who booked a quote." },
  { name: "returns", title: null, country: "AU", currency: "AUD", description: "Tax returns done by a qualified accountant over chat for Australian gig workers. A$89 per return." },
  { name: "tenant screening", title: "Tenant checks for landlords", country: "GB", currency: "GBP", description: "Landlords let to tenants who then stop paying rent. A service that checks references and credit in a day. £30 per check or £20 a month for unlimited checks." },
  { name: "term fees", title: null, country: "GB", currency: "GBP", description: "After-school coding club for children aged 8 to 12, run in primary schools. £120 per child per term." },
  { name: "quarterly", title: null, country: "US", currency: "USD", description: "Bookkeeping review for Etsy sellers who fall behind on sales tax. $150 a quarter." },
  { name: "free and pro", title: null, country: "US", currency: "USD", description: "A habit tracker for students. Free with ads, or $3.99 a month for pro." },
  { name: "visits", title: null, country: "GB", currency: "GBP", description: "Home visits by vets for elderly pet owners who cannot travel. £60 per visit." },
  { name: "fortnight", title: null, country: "AU", currency: "AUD", description: "Laundry pick-up for busy families in Sydney, washed, folded and returned within a day. A$45 a fortnight." },
  { name: "hardware insurance", title: null, country: "US", currency: "USD", description: "A smart water leak sensor for homeowners that cuts their insurance premium. $79 per sensor." },
  { name: "seats", title: null, country: "US", currency: "USD", description: "Meeting notes for sales teams that log calls into the CRM automatically. $30 per seat per month." },
  { name: "mars", title: null, country: "US", currency: "USD", description: "Greenhouse kits for colonists on Mars who need fresh vegetables. $5,000 per kit." },
  { name: "swimming", title: null, country: "GB", currency: "GBP", description: "Parents book swimming lessons for toddlers at local leisure centres through our app. £12 per lesson, or £40 for a pack of four." },
  { name: "breweries", title: null, country: "GB", currency: "GBP", description: "Small breweries waste hours every quarter on duty returns. Software that files them automatically from their sales data. £40 per brewery per month." },
  { name: "unlock", title: null, country: "US", currency: "USD", description: "E-bike hire for students on campus: $1 to unlock, then 15 cents a minute." },
];
