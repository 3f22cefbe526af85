/** A pricing plan, with the product's published values (static display). */
export interface PricingPlan {
  name: string;
  description: string;
  price: string;
  period?: string;
  features: readonly string[];
  highlighted: boolean;
  action: { label: string; href: string };
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: "Explorer",
    description: "Check your first idea before you build anything.",
    price: "Free",
    features: ["1 idea validation", "Basic research", "Email support"],
    highlighted: false,
    action: { label: "Start for free", href: "/api/login" },
  },
  {
    name: "Founder",
    description: "For founders who test every idea before committing to it.",
    price: "$29",
    period: "per month",
    features: [
      "Unlimited idea validations",
      "Advanced research and analytics",
      "Priority support",
      "Market trends access",
      "Export reports",
    ],
    highlighted: true,
    action: { label: "Contact us to upgrade", href: "/contact" },
  },
  {
    name: "Enterprise",
    description: "For studios, accelerators and teams that validate together.",
    price: "Custom",
    features: ["Everything in Founder", "Team collaboration", "API access", "Dedicated support"],
    highlighted: false,
    action: { label: "Contact sales", href: "/contact" },
  },
];

export const MOST_POPULAR_LABEL = "Most Popular";
