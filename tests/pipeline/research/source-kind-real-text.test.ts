import { describe, expect, it } from "vitest";
import { sourceKindOf } from "../../../src/pipeline/research/source-kind.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";

// What a source can show, read from real pages of the research world's train ideas (tests/fixtures/research-world).
const world = loadResearchWorld();
function kindOf(id: string, connector: string): string {
  const source = world.flatMap((e) => e.sources).find((s) => s.id === id)!;
  expect(world.find((e) => e.sources.includes(source))!.idea.split).toBe("train");
  return sourceKindOf({ url: source.url, title: source.title, connectors: [connector], reading: { text: source.text } });
}

describe("sourceKindOf on real pages", () => {
  it("reads a seller's page by its plans, and by the company speaking of what it sells ('our network of labs')", () => {
    expect(kindOf("inv-nudgebilling", "brave")).toBe("vendor");
    expect(kindOf("blood-everlywell-labs", "brave")).toBe("vendor");
  });

  it("reads a company's help centre, FAQ or pricing page as the seller's own page, whatever its words", () => {
    // Pages of markets gathered after the rules (tests/fixtures/research-latest), read by address: each says little of itself as a seller.
    const latest = loadResearchWorld({ set: "latest" }).flatMap((e) => e.sources);
    const page = (url: string) => latest.find((s) => s.url === url)!;
    for (const url of [
      "https://www.litter-robot.com/support/article/feeder-robot-should-i-schedule-my-pet-s-meals-or-use-gravity-mode/",
      "https://drtims.com/pages/autoship-faq",
      "https://developers.cloudflare.com/pages/functions/pricing",
      "https://help.aptdeco.com/buying/what-happens-after-a-purchase",
    ]) {
      const source = page(url);
      expect(source.sourceType).toBe("vendor");
      expect(sourceKindOf({ url, title: source.title, connectors: ["brave"], reading: { text: source.text } })).toBe("vendor");
      // The same words at an article's address are an article: the address is what tells.
      expect(sourceKindOf({ url: "https://example.org/2024/05/a-story", title: source.title, connectors: ["brave"], reading: { text: source.text } })).not.toBe("vendor");
    }
  });

  it("reads a code host's own documentation as the seller's page, not a project's, and a brand its own blog writes in lower case as the seller", () => {
    // Pages of markets gathered in the twenty-fourth session (tests/fixtures/research-beyond, research-further).
    const pages = [...loadResearchWorld({ set: "beyond" }), ...loadResearchWorld({ set: "further" })].flatMap((e) => e.sources);
    const read = (id: string) => {
      const source = pages.find((s) => s.id === id)!;
      return sourceKindOf({ url: source.url, title: source.title, connectors: ["brave"], reading: { text: source.text } });
    };
    // https://docs.github.com/en/enterprise-cloud@latest/billing/managing-billing-for-github-actions/about-billing-for-github-actions
    expect(read("hosted-ci-github-actions-billing-docs")).not.toBe("open-source");
    // https://blog.beehiiv.com/p/how-to-turn-free-readers-into-paying-subscribers-the-complete-guide: "…beehiiv offers a much stronger alternative."
    expect(read("newsletter-platform-beehiiv-blog-go-paid")).toBe("vendor");
  });

  it("reads a forum thread and a dated post on a personal blog as a person's own account", () => {
    expect(kindOf("inv-tofu-community", "brave")).toBe("discussion");
    expect(kindOf("garden-furrydoc", "brave")).toBe("discussion");
    expect(kindOf("inv-hn-4285171", "hackernews")).toBe("discussion");
    // A dated post on a site of its own whose writer tells of their own garden ("my AeroGarden", "I have the LED light version").
    expect(kindOf("garden-joeabaya", "brave")).toBe("discussion");
    // "/blog/2023/5/25/why-i-cancelled-hello-fresh": a date written without leading zeros files a post too.
    expect(kindOf("meal-jlfgoldstein-blog", "brave")).toBe("discussion");
  });

  it("reads a post filed as a post ('/posts/…') whose writer tells of their own habits as a person's own account", () => {
    // https://minischetti.org/posts/never-ending-search-for-the-perfect-app (its opening, verbatim)
    const text = "Some people spend their free time watching movies, playing games, or reading books.\nI spend mine on an endless, slightly obsessive search for the perfect app.\n\nIt doesn’t matter what it is—file manager, calendar, task manager, note-taking app—if I use it daily, I want it to be just right.\n\nBut here’s the problem: it never is.";
    expect(sourceKindOf({ url: "https://minischetti.org/posts/never-ending-search-for-the-perfect-app", title: "", connectors: ["brave"], reading: { text } })).toBe("discussion");
    // The same address shape with an article's reporting voice stays an article (the world's dev.to article, re-filed).
    const article = world.flatMap((e) => e.sources).find((s) => s.id === "inv-landolio-devto")!;
    expect(sourceKindOf({ url: "https://example.org/posts/late-invoice-reminders-for-freelancers", title: article.title, connectors: ["brave"], reading: { text: article.text } })).toBe("article");
  });

  it("never reads a customer speaking of their own business's customers as a seller", () => {
    // http://brainiky.org/blog/restaurant-scheduling-woes-a-managers (its opening, verbatim): "our customers" are the restaurant's.
    const text = "Hey guys, let's dive into something super relatable for anyone who's ever managed a restaurant: the absolute headache of scheduling! Seriously, it feels like trying to solve a Rubik's Cube blindfolded most days. As a restaurant manager, my main goal is to create a schedule that keeps our amazing team happy, ensures we're always staffed perfectly to give our customers the best experience possible, and doesn't totally drain our budget.";
    expect(sourceKindOf({ url: "http://brainiky.org/blog/restaurant-scheduling-woes-a-managers", title: "Restaurant Scheduling Woes: A Manager's Tale", connectors: ["brave"], reading: { text } })).not.toBe("vendor");
  });

  it("reads an article as an article, an encyclopedia as one, and a repository as open source", () => {
    expect(kindOf("inv-landolio-devto", "brave")).toBe("article");
    expect(kindOf("garden-wikipedia", "wikipedia")).toBe("encyclopedia");
    expect(kindOf("ff-unleash", "github")).toBe("open-source");
  });
  // Pages outside the research world, copied verbatim from the stored public pages at each address.
  const kindOfPage = (url: string, title: string, text: string) => sourceKindOf({ url, title, connectors: ["brave"], reading: { text } });

  it("reads an article comparing sellers' monthly prices as an article, not as a seller's page", () => {
    // https://ergini.com/blog/ai-meeting-notes
    const text = "Otter and Fireflies cost $20 per seat per month and your meetings live on someone else's server. This shows the private build using Whisper plus diarization plus structured outputs - for teams that can't ship recordings to SaaS.\n\nCost. Otter Business is $20 per seat per month. Fireflies Pro is $18. For a 50-person team that is $12K per year for what is, at the infrastructure level, $0.30 per hour of meeting in underlying provider costs.";
    expect(kindOfPage("https://ergini.com/blog/ai-meeting-notes", "Build an AI Meeting Notes Tool (Your Own Otter)", text)).toBe("article");
  });

  it("reads a writer who types in lower case and tells of signing up as a person, not a seller", () => {
    // https://www.ryanaque.com/wfd/analytics-provider
    const text = "goatcounter is the goat\n\nwent with goatcounter. signed up, added the script tag to the root layout, done.\n\nit checked every box. free hosted for personal sites with no event caps or tier limits, open source under EUPL, cookie-free so no consent banners, and the script is ~3.5kb which is negligible. the dashboard shows exactly what i wanted (page views, referrers, top pages, rough geography) and nothing i didn't.\n\nthe deciding factor over umami cloud was simplicity. umami's free tier caps at 10k events per month and the company makes money from paid plans so the free tier is a funnel that could change. goatcounter's hosted service is donation-supported with no usage limits mentioned. one fewer thing to think about.\n\nsetup took about two minutes. sign up, copy the script tag, add it to the Next.js root layout via next/script, deploy.\n\neverything below is the original draft where i compared providers and worked through the decision.\n\ni'd like to know if anyone's reading this. the answer is probably zero and that's fine, WFD 16 covers why i write regardless. i'd just like to know.";
    expect(kindOfPage("https://www.ryanaque.com/wfd/analytics-provider", "goatcounter is the goat", text)).toBe("discussion");
  });

  it("reads a seller by the name it gives itself inside a heading and by 'our providers'", () => {
    // https://adhdonline.com/business/values-and-transparency/
    const text = "About ADHD Online\n\nWe believe in timely and affordable assessment and treatment of ADHD by carefully vetted providers. We designed our process to make care accessible without compromising clinical quality or cutting corners.";
    expect(kindOfPage("https://adhdonline.com/business/values-and-transparency/", "Values and transparency", text)).toBe("vendor");
    // https://support.klarityadhd.com/support/solutions/articles/66000378567-what-s-my-long-term-treatment-plan-
    const klarity = "An initial online visit with our provider usually will give you a one-month medication prescription. Starting from the second month, your provider will refill your prescription and constantly monitor your dosage and changes of conditions.";
    expect(kindOfPage("https://support.klarityadhd.com/support/solutions/articles/66000378567-what-s-my-long-term-treatment-plan-", "What's my long-term treatment plan?", klarity)).toBe("vendor");
    // http://www.wattwaybycolas.com/en/: the site's name starts with the product's, named throughout.
    const wattway = "Wattway is a patented French innovation that is the fruit of 5 years of research undertaken by Colas, world leader in transport infrastructure, and the INES (French National Institute for Solar Energy). By combining road construction and photovoltaic techniques, Wattway pavement provides clean, renewable energy in the form of electricity, while allowing for all types of traffic.\n\nA new vision for roads\n\nWattway produces electrical energy without overtaking farmland or natural landscapes, and contributes to increasing the share of photovoltaic electricity in the energy mix, both in France and worldwide.";
    expect(kindOfPage("http://www.wattwaybycolas.com/en/", "Wattway by Colas", wattway)).toBe("vendor");
  });

  it("never reads a news story as a seller because it names its own publication ('said in a statement to Brewbound')", () => {
    // https://brewbound.com/news/anheuser-busch-and-keurig-dr-pepper-to-cease-production-of-drinkworks
    const text = "Drinkworks, the at-home cocktail company launched as a joint venture between Anheuser-Busch InBev (A-B) and Keurig Dr Pepper, will go dry, the companies announced Wednesday.\n\n“Today, we made the difficult decision to close Drinkworks, with sales of Drinkmaker machines ceasing immediately, and sales of cocktail pods, CO2 and accessories ending March 31, 2022,” Drinkworks CEO Nathaniel Davis said in a statement to Brewbound. “I want to thank our passionate community of Drinkworks consumers, employees and partners for their support over the past four years.”";
    expect(kindOfPage("https://brewbound.com/news/anheuser-busch-and-keurig-dr-pepper-to-cease-production-of-drinkworks", "Anheuser-Busch and Keurig Dr Pepper to cease production of Drinkworks", text)).toBe("article");
  });

  it("reads a Hacker News item served from a mirror's address as a discussion", () => {
    // https://techecho.bigdataflowing.com/zh/item/10691462 and https://hndistilled.com/story/44446916
    const text = "I hope this encourages them to kill off the horribly conceived Keurig Kold project, or at least wait until it's ready for prime-time before releasing it.";
    expect(kindOfPage("https://techecho.bigdataflowing.com/zh/item/10691462", "", text)).toBe("discussion");
    expect(kindOfPage("https://hndistilled.com/story/44446916", "", text)).toBe("discussion");
  });

  it("reads 'to get started' in an interview's prose as no button: the page sells nothing", () => {
    // https://sacra.com/q/how-do-platform-fee-structures-affect-creators-platform-choices (tests/fixtures/research-outside/course-platform)
    const source = loadResearchWorld({ set: "outside" }).flatMap((e) => e.sources).find((s) => s.id === "course-platform-sacra-fees")!;
    expect(source.text).toContain("people who want to get started");
    expect(sourceKindOf({ url: source.url, title: source.title, connectors: ["brave"], reading: { text: source.text } })).not.toBe("vendor");
  });
});
