import type { CompetitorFoundAs } from "../../../shared/contracts/report-sections.ts";
import type { CitableSource } from "./source-facts.ts";

/** A product or project found in one listed source, before its evidence lines are written. */
export interface Candidate {
  name: string;
  url: string;
  foundAs: CompetitorFoundAs;
  /** The listed source it was found in. */
  home: CitableSource;
  /** The sentence that names it, when it was found named in someone else's page. */
  mention?: string;
}
