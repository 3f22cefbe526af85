import { profileFromText } from "../../../src/pipeline/analysts/text-analyst/profile.ts";
import { topicOf, type Topic } from "../../../src/pipeline/research/relevance-gate.ts";

/** The research topic the text analyst reads from a founder's description alone. */
export function topicOfDescription(description: string): Topic {
  return topicOf(profileFromText({ id: "00000000-0000-4000-8000-000000000001", title: null, description, country: "US", validationMode: "quick" }));
}
