import type { Term } from "./match.ts";
import type { BusinessModel } from "../contracts/vocabulary.ts";

export interface CategoryDefinition {
  id: string;
  label: string;
  terms: readonly Term[];
  /** Generic kinds of competitor, never company names: the text analyst knows no market facts. */
  competitorTypes: readonly string[];
  /** Search terms used only when the description yields fewer than three keywords. */
  seedKeywords: readonly string[];
  /** Assumed when the founder does not say how customers will pay. */
  defaultModel: BusinessModel;
  /** Rule-of-thumb yearly spend of the whole category in USD, stated as an assumption wherever used. */
  totalMarketUsd: number;
}

/** Order matters: on a tie in matched terms, the earlier category wins. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: "developer-tools", label: "developer tools",
    terms: ["developer*", "code", "coding", "api*", "github", "deploy*", "devops", "programm*", "software engineer*", "bug*", "debug*", "ci/cd", "database*", "sdk*", "open source", "open-source", "repositor*"],
    competitorTypes: ["Open-source libraries and self-hosted tools", "Features bundled into cloud platforms", "IDE plugins and extensions"],
    seedKeywords: ["developer tools", "developer productivity", "devops"], defaultModel: "subscription", totalMarketUsd: 30e9,
  },
  {
    id: "finance", label: "finance",
    terms: ["invoic*", "payment*", "budget*", "accounting", "accountant*", "tax", "taxes", "bookkeep*", "expense*", "bank*", "loan*", "invest*", "crypto*", "payroll", "savings", "financ*", "cash flow", "receipt*"],
    competitorTypes: ["Accounting and invoicing suites", "Banking and payment provider features", "Accountants and bookkeepers", "Spreadsheets"],
    seedKeywords: ["invoicing software", "personal finance", "small business accounting"], defaultModel: "subscription", totalMarketUsd: 60e9,
  },
  {
    id: "health", label: "health and wellness",
    terms: ["health*", "patient*", "doctor*", "clinic*", "medical", "therap*", "mental", "fitness", "workout*", "diet*", "nutrition*", "sleep", "wellness", "meditat*", "symptom*", "nurse*", "hospital*", "calorie*", "blood", "diagnos*", "lab test*", "glucose", "diabet*", "biomarker*"],
    competitorTypes: ["Health and fitness apps", "Clinics and practitioners", "Wearable device companion apps", "Employer wellness programmes"],
    seedKeywords: ["health app", "wellness", "fitness tracking"], defaultModel: "subscription", totalMarketUsd: 80e9,
  },
  {
    id: "education", label: "education",
    terms: ["student*", "teacher*", "course*", "learn*", "tutor*", "school*", "exam*", "homework", "classroom*", "universit*", "lesson*", "curriculum", "study", "studying", "e-learning", "edtech"],
    competitorTypes: ["Online course platforms", "Tutoring services", "Free video tutorials", "School-provided learning systems"],
    seedKeywords: ["online learning", "tutoring", "education technology"], defaultModel: "subscription", totalMarketUsd: 40e9,
  },
  {
    id: "marketing-sales", label: "marketing and sales",
    terms: ["marketing", "marketer*", "seo", "leads", "lead generation", "crm", "sales", "social media", "newsletter*", "email campaign*", "outreach", "brand*", "campaign*", "content marketing", "conversion*", "prospect*"],
    competitorTypes: ["All-in-one marketing suites", "CRM add-ons", "Marketing agencies and freelancers", "Spreadsheets and manual outreach"],
    seedKeywords: ["marketing automation", "lead generation", "sales tools"], defaultModel: "subscription", totalMarketUsd: 40e9,
  },
  {
    id: "hr-recruiting", label: "hiring and HR",
    terms: ["hiring", "hire", "recruit*", "candidate*", "job*", "resume*", "cv", "cvs", "employee*", "onboarding", "hr", "talent", "interviewing", "applicant*"],
    competitorTypes: ["Job boards", "Applicant tracking systems", "Recruiting agencies", "HR suites"],
    seedKeywords: ["recruiting software", "hiring process", "hr tools"], defaultModel: "subscription", totalMarketUsd: 25e9,
  },
  {
    id: "productivity", label: "productivity and collaboration",
    terms: ["task*", "project*", "meeting*", "calendar*", "notes", "note-taking", "workflow*", "collaborat*", "schedul*", "remote team*", "productiv*", "to-do", "todo", "documents", "spreadsheet*", "automation", "organi*", "reminder*"],
    competitorTypes: ["General-purpose project and task managers", "Office suites and spreadsheets", "Note-taking apps", "Email and chat"],
    seedKeywords: ["productivity tool", "workflow automation", "team collaboration"], defaultModel: "subscription", totalMarketUsd: 50e9,
  },
  {
    id: "ecommerce", label: "e-commerce and retail",
    terms: ["shop*", "store*", "ecommerce", "e-commerce", "online store*", "shopify", "inventory", "retail*", "merchant*", "seller*", "dropship*", "product listing*", "checkout", "orders"],
    competitorTypes: ["E-commerce platforms and their app stores", "Large online marketplaces", "Retail agencies", "Manual processes in spreadsheets"],
    seedKeywords: ["ecommerce tools", "online store", "retail"], defaultModel: "subscription", totalMarketUsd: 60e9,
  },
  {
    id: "food", label: "food and restaurants",
    terms: ["restaurant*", "food*", "recipe*", "meal*", "chef*", "cafe*", "café*", "grocer*", "menu*", "cook*", "kitchen*", "dining", "takeaway", "catering", "bak*", "bread", "pastr*", "coffee",
      "pasta", "pizza*", "snack*", "drink*", "beverage*", "soda*", "juice*", "beer*", "brew*", "wine*", "cocktail*", "tea", "teas", "dinner*", "lunch*", "breakfast*"],
    competitorTypes: ["Food delivery and ordering platforms", "Restaurant point-of-sale suites", "Recipe and meal-planning apps", "Cooking at home without tools"],
    seedKeywords: ["meal planning", "restaurant software", "food delivery"], defaultModel: "transactional", totalMarketUsd: 50e9,
  },
  {
    id: "travel", label: "travel and hospitality",
    terms: ["travel*", "trip*", "flight*", "hotel*", "vacation*", "holiday*", "tourist*", "touris*", "itinerar*", "airbnb", "hostel*", "backpack*"],
    competitorTypes: ["Online travel agencies", "Booking and review sites", "Travel guides and blogs", "Traditional travel agents"],
    seedKeywords: ["trip planning", "travel app", "travel booking"], defaultModel: "transactional", totalMarketUsd: 40e9,
  },
  {
    id: "real-estate-home", label: "real estate and home services",
    terms: ["landlord*", "tenant*", "rent", "rental*", "renting", "property", "properties", "real estate", "apartment*", "house", "houses", "housing", "mortgage*", "contractor*", "plumb*", "cleaning", "renovat*", "home repair*", "roommate*"],
    competitorTypes: ["Property listing portals", "Property management software", "Local agents and contractors", "Classified ads and word of mouth"],
    seedKeywords: ["property management", "home services", "rental"], defaultModel: "subscription", totalMarketUsd: 30e9,
  },
  {
    id: "creator-media", label: "creators and media",
    terms: ["creator*", "youtube*", "podcast*", "video*", "music*", "musician*", "artist*", "influencer*", "stream*", "writer*", "blog*", "photo*", "illustrat*", "designer*", "newsletter writer*", "audience*"],
    competitorTypes: ["Creator platforms and social networks", "Editing and publishing software", "Agencies and managers", "Freelance marketplaces"],
    seedKeywords: ["content creators", "creator tools", "audience growth"], defaultModel: "subscription", totalMarketUsd: 20e9,
  },
  {
    id: "social-community", label: "social and community",
    terms: ["community", "communities", "social", "friends", "dating", "network*", "event", "events", "meetup*", "club*", "neighbo*", "volunteer*", "group chat*"],
    competitorTypes: ["Large social networks", "Group chat apps", "Event and meetup platforms", "Forums"],
    seedKeywords: ["online community", "social app", "local events"], defaultModel: "ads", totalMarketUsd: 30e9,
  },
  {
    id: "pets", label: "pets",
    terms: ["pet", "pets", "dog*", "cat", "cats", "puppy", "puppies", "kitten*", "vet", "vets", "veterinar*", "groom*"],
    competitorTypes: ["Pet-care marketplaces", "Local vets, walkers and groomers", "Pet supply retailers", "Friends and family favours"],
    seedKeywords: ["pet care", "dog owners", "pet services"], defaultModel: "marketplace", totalMarketUsd: 10e9,
  },
  {
    id: "logistics-mobility", label: "logistics and mobility",
    terms: ["shipping", "shipment*", "deliver*", "fleet*", "truck*", "logistic*", "warehouse*", "driver*", "ride*", "parking", "transport*", "courier*", "freight", "commut*"],
    competitorTypes: ["Logistics and fleet software", "Courier and delivery networks", "Ride-hailing and transit apps", "Phone, email and spreadsheets"],
    seedKeywords: ["logistics software", "delivery", "transportation"], defaultModel: "transactional", totalMarketUsd: 40e9,
  },
  {
    id: "climate-energy", label: "climate and energy",
    terms: ["solar", "energy", "carbon", "emission*", "recycl*", "sustainab*", "climate", "ev charging", "electric vehicle*", "compost*", "renewable*", "heat pump*"],
    competitorTypes: ["Utilities and energy suppliers", "Sustainability consultancies", "Carbon accounting software", "Government programmes"],
    seedKeywords: ["sustainability", "energy savings", "carbon footprint"], defaultModel: "subscription", totalMarketUsd: 20e9,
  },
  {
    id: "legal", label: "legal and compliance",
    terms: ["lawyer*", "legal", "contract*", "compliance", "gdpr", "attorney*", "law firm*", "paralegal*", "court*", "lawsuit*", "terms of service", "privacy policy"],
    competitorTypes: ["Law firms and freelance lawyers", "Document template sites", "Legal practice software", "Compliance consultancies"],
    seedKeywords: ["legal tech", "contract management", "compliance software"], defaultModel: "subscription", totalMarketUsd: 15e9,
  },
];

export const GENERAL_CATEGORY: CategoryDefinition = {
  id: "general", label: "general software",
  terms: [],
  competitorTypes: ["General-purpose software the customer already uses", "Agencies and freelancers doing it by hand"],
  seedKeywords: ["startup idea", "software tool", "online service"], defaultModel: "subscription", totalMarketUsd: 10e9,
};

/** Every profile also lists these: the status quo is always a competitor. */
export const UNIVERSAL_COMPETITOR_TYPES: readonly string[] = [
  "Manual workarounds (spreadsheets, email, pen and paper)",
  "Doing nothing: living with the problem",
];
