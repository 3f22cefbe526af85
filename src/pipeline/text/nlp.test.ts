import { describe, expect, it } from "vitest";
import { readText } from "./nlp.ts";

// Sentences copied from stored public pages, each with its address.
describe("reading text into sentences", () => {
  it("ends no sentence at a full stop inside a version, a licence or a site's name, as written", () => {
    // https://deniz.vsos.ethz.ch/reddit/user/CrazyRabbit66
    const licence = "UptimeMonitor, an open-source (GPL-3.0) self-hosted uptime monitoring system with status pages.";
    expect(readText(licence).sentences).toEqual([licence]);
    const version = "But once the project hits a stable v1.0.0 and I'm confident there are no major bugs on my end that could ironically cause downtime for an uptime monitor, I'm planning to offer a managed SaaS option too, likely around that $8 / mo price point you are describing.";
    expect(readText(version).sentences).toEqual([version]);
    // https://temps.sh/blog/how-to-add-status-page-to-your-app: the site's name, then a sentence of its own.
    expect(readText("Statuspage.io starts at $29/month for a single page. Cachet, the most popular open-source alternative, hasn't seen a commit since 2022.").sentences).toEqual([
      "Statuspage.io starts at $29/month for a single page.",
      "Cachet, the most popular open-source alternative, hasn't seen a commit since 2022.",
    ]);
  });
});
