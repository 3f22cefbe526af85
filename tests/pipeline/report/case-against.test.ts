import { describe, expect, it } from "vitest";
import type { CompetitorLandscape } from "../../../src/shared/contracts/report-sections.ts";
import { FIXTURE_SOURCES, sectionInput } from "../helpers/section-sources.ts";
import type { EvidenceItem } from "../../../src/pipeline/contracts/checkpoints.ts";
import { buildCaseAgainst } from "../../../src/pipeline/report/sections/case-against.ts";
import { buildCompetitorLandscape } from "../../../src/pipeline/report/sections/competitor-landscape.ts";

const quote = (sourceId: string, text: string, dimension: EvidenceItem["dimension"], stance: EvidenceItem["stance"]): EvidenceItem =>
  ({ id: `${sourceId}:${text.length}`, sourceId, quote: text, dimension, stance });

const EMPTY_LANDSCAPE: CompetitorLandscape = { competitors: [], unverified: [], searched: "" };
const WEAKEST = { label: "Timing", value: 4.5 };

describe("the case against", () => {
  it("leads with the strongest challenge to the need, quoted word for word and cited", () => {
    const evidence = [
      quote("src_thread", "Most of us still use Google Calendar", "competition", "challenges"),
      quote("src_thread", "Rover takes a 20% cut", "pricing", "challenges"),
      quote("src_web", "Time To Pet is the pet sitting software for growing businesses", "competition", "supports"),
    ];
    const input = sectionInput({ evidence, sources: FIXTURE_SOURCES.slice(1) });
    const against = buildCaseAgainst({ input, landscape: buildCompetitorLandscape({ input }), concerns: [], weakest: WEAKEST });
    expect(against.evidenceFound).toBe(true);
    expect(against.summary).toBe("2 quotes from 1 source challenge willingness to pay and room in the market; the strongest: “Rover takes a 20% cut” [S4].");
    expect(against.points[0]).toBe("Against willingness to pay: “Rover takes a 20% cut” [S4]");
    expect(against.points).toContain("Against room in the market: “Most of us still use Google Calendar” [S4]");
    expect(against.points.some((p) => p.includes("Time To Pet is the pet sitting software"))).toBe(false);
  });

  it("quotes the same words from several sources once, citing each", () => {
    const words = "Nobody I know would pay for this";
    const input = sectionInput({ sources: FIXTURE_SOURCES.slice(3), evidence: [quote("src_list", words, "demand", "challenges"), quote("src_thread", words, "demand", "challenges")] });
    const against = buildCaseAgainst({ input, landscape: EMPTY_LANDSCAPE, concerns: [], weakest: WEAKEST });
    expect(against.points).toEqual([`Against demand: “${words}” [S1] [S2]`]);
    expect(against.summary).toBe(`2 quotes from 2 sources challenge demand; the strongest: “${words}” [S1] [S2].`);
  });

  it("puts a free or open-source product doing the job before doubts about the need", () => {
    const input = sectionInput({ evidence: [quote("src_thread", "Rover takes a 20% cut", "pricing", "challenges")] });
    const against = buildCaseAgainst({ input, landscape: buildCompetitorLandscape({ input }), concerns: [], weakest: WEAKEST });
    expect(against.summary).toBe("Free product already does this job: walkies/dogwalk-scheduler (open source) [S1]. A paid newcomer needs a reason to pay that these do not give.");
    expect(against.points.slice(0, 2)).toEqual([
      "Free substitute doing the job: walkies/dogwalk-scheduler (open source) [S1].",
      "Against willingness to pay: “Rover takes a 20% cut” [S5]",
    ]);
  });

  it("leads with a same-kind product a listed source says shut down, quoting it", () => {
    const landscape: CompetitorLandscape = {
      competitors: [{ name: "Rover", url: "https://news.ycombinator.com/item?id=1", foundAs: "named-in-discussion", evidence: [], defunct: true }],
      unverified: [],
      searched: "",
    };
    const shut = { ...FIXTURE_SOURCES[4]!, excerpt: "Rover shut down its dog walking service in 2024. We switched to Rover last year." };
    const input = sectionInput({ sources: [FIXTURE_SOURCES[2]!, shut], evidence: [quote("src_web", "Time To Pet is the pet sitting software for growing businesses", "demand", "challenges")] });
    const against = buildCaseAgainst({ input, landscape, concerns: [], weakest: WEAKEST });
    expect(against.summary).toBe("A product of the same kind already failed: Rover, “Rover shut down its dog walking service in 2024.” [S2]. A newcomer has to show what is different this time.");
    expect(against.points[0]).toBe("Already tried and failed: Rover: “Rover shut down its dog walking service in 2024.” [S2]");
  });

  it("calls a market with three or more established products crowded, naming the leaders with their citations", () => {
    const input = sectionInput({ sources: FIXTURE_SOURCES.slice(1) });
    const against = buildCaseAgainst({ input, landscape: buildCompetitorLandscape({ input }), concerns: [], weakest: WEAKEST });
    expect(against.evidenceFound).toBe(true);
    expect(against.summary).toMatch(/^The market is crowded: \d+ products serving this need turned up, led by PawRoute \[S1\], Time To Pet \[S2\] and Rover \[S4\]\./);
    expect(against.points.some((p) => /^Crowded market: /.test(p))).toBe(true);
  });

  it("names open-source projects as free substitutes, and established incumbents by their stars when there are too few products to call the market crowded", () => {
    const rival = { ...FIXTURE_SOURCES[0]!, id: "src_rival", title: "ledger/walks", url: "https://github.com/ledger/walks", facts: { stars: 5400 } };
    const small = { ...FIXTURE_SOURCES[0]!, id: "src_small", title: "kim/walk-log", url: "https://github.com/kim/walk-log", engagement: { score: 12 } };
    const input = sectionInput({ sources: [rival, small] });
    const against = buildCaseAgainst({ input, landscape: buildCompetitorLandscape({ input }), concerns: [], weakest: WEAKEST });
    expect(against.evidenceFound).toBe(true);
    expect(against.points).toEqual([
      "Free substitutes doing the job: ledger/walks (open source) [S1] and kim/walk-log (open source) [S2].",
      "Established competitor: ledger/walks (5,400 stars) [S1].",
    ]);
    expect(against.summary).toBe("Free products already do this job: ledger/walks (open source) [S1] and kim/walk-log (open source) [S2]. A paid newcomer needs a reason to pay that these do not give.");
  });

  it("says when no challenging evidence turned up, names the weakest score and what was searched", () => {
    const input = sectionInput({ sources: FIXTURE_SOURCES.slice(4) });
    const against = buildCaseAgainst({ input, landscape: EMPTY_LANDSCAPE, concerns: [], weakest: WEAKEST });
    expect(against).toEqual({
      summary: "No challenging evidence turned up in 1 source. That is not proof of demand: these searches found nobody arguing against the idea, not people who would pay for it.",
      points: ["The weakest score is Timing at 4.5/10."],
      evidenceFound: false,
      searched: expect.stringMatching(/^Searched GitHub/),
    });
  });

  it("says nothing was researched when no source was, and still states the description's red flags", () => {
    const research = { sources: [], consulted: [], skipped: [], queriesPlanned: 6, note: "No research sources are configured, so none were consulted and none of the 6 planned queries were run." };
    const against = buildCaseAgainst({
      input: sectionInput({ sources: [], research }),
      landscape: EMPTY_LANDSCAPE,
      concerns: [{ label: "needs hardware", matches: ["device", "sensor"] }],
      weakest: WEAKEST,
    });
    expect(against.summary).toBe("Nothing was researched, so no evidence argues against the idea, and none argues for it either.");
    expect(against.points).toEqual(["From your description: the idea needs hardware (“device”, “sensor”).", "The weakest score is Timing at 4.5/10."]);
    expect(against.evidenceFound).toBe(false);
    expect(against.searched).toBe(research.note);
  });

  it("ignores quotes from sources the report does not list", () => {
    const input = sectionInput({ evidence: [quote("src_unlisted", "Nobody needs this", "pain", "challenges")], sources: FIXTURE_SOURCES.slice(4) });
    const against = buildCaseAgainst({ input, landscape: EMPTY_LANDSCAPE, concerns: [], weakest: WEAKEST });
    expect(against.evidenceFound).toBe(false);
    expect(against.points.join(" ")).not.toContain("Nobody needs this");
  });
});
