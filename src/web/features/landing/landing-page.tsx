import { useEffect } from "react";
import { useDocumentTitle } from "../../app/use-document-title.ts";
import { FinalCtaSection } from "./final-cta-section.tsx";
import { FounderQuote } from "./founder-quote.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { ProblemSolutionSection } from "./problem-solution-section.tsx";

/** Arriving from another page through a section link ("/#pricing"), scroll to that section. */
function useScrollToHashOnArrival() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/** The landing page, also shown for any unknown path. */
export function LandingPage() {
  useDocumentTitle(undefined);
  useScrollToHashOnArrival();
  return (
    <>
      <HeroSection />
      <ProblemSolutionSection />
      <HowItWorksSection />
      <PricingSection />
      <FounderQuote />
      <FinalCtaSection />
    </>
  );
}
