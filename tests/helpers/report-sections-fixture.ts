import type { ReportBody } from "../../src/shared/contracts/report.ts";

/**
 * A competitor landscape and a case against as the builders write them, citing the sources of the
 * stored dog-walker report (tests/fixtures/reports/dog-walker-with-sources.json, made before either existed).
 */
export const DOG_WALKER_SECTIONS: Pick<ReportBody, "competitorLandscape" | "caseAgainst"> = {
  competitorLandscape: {
    competitors: [
      { name: "jkbrzt/rrule", url: "https://github.com/jkbrzt/rrule", foundAs: "repository", evidence: ["GitHub: 3,300 stars, last activity 2026-01-10 [S4]"] },
      {
        name: "the leading pet-sitting app", url: "https://www.example-reviews.com/pet-apps/leading-app", foundAs: "web-result",
        evidence: ["Complaint: “pricey for solo walkers” [S6]"],
      },
    ],
    unverified: ["Rover", "Wag"],
    searched: "Searched GitHub (2 searches, 1 result), Hacker News (3 searches, 1 result); 7 sources retrieved.",
  },
  caseAgainst: {
    summary: "1 quote from 1 source challenges willingness to pay; the strongest: “pricey for solo walkers” [S6].",
    points: ["Against willingness to pay: “pricey for solo walkers” [S6]", "From your description: the idea faces a marketplace cold start."],
    evidenceFound: true,
    searched: "Searched GitHub (2 searches, 1 result), Hacker News (3 searches, 1 result); 7 sources retrieved.",
  },
};
