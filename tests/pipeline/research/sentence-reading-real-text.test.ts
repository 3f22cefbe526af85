import { describe, expect, it } from "vitest";
import { classifySentence, extractEvidence } from "../../../src/pipeline/research/source-evidence.ts";
import { topicStem } from "../../../src/pipeline/research/relevance-gate.ts";
import { loadResearchWorld } from "../../fakes/research-world.ts";

const invoiceTopic = { subject: new Set(["late", "invoice", "reminder"].map(topicStem)), head: topicStem("invoices"), context: new Set(["freelancer"].map(topicStem)) };

// Real sentences of the research world's train ideas (tests/fixtures/research-world), never the held-out test ideas'.
describe("reading real text by who speaks and what the sentence asserts", () => {
  const world = loadResearchWorld();
  const sourceOf = (id: string) => world.flatMap((e) => e.sources).find((s) => s.id === id)!;
  const trainSentence = (start: string) => {
    const label = world.flatMap((e) => e.labels).find((l) => l.sentence.startsWith(start))!;
    expect(label.split).toBe("train");
    return label.sentence;
  };

  it("reads a client going out of business as the writer's pain, and a product line shutting down as a failure of the kind", () => {
    expect(classifySentence(trainSentence("And then, they went out of business"))).toMatchObject({ dimension: "pain", stance: "supports" });
    expect(classifySentence(trainSentence("Last week, parent company Scotts Miracle-Gro"), "article")).toMatchObject({ dimension: "competition", stance: "challenges", kind: "event" });
    // A name opening the sentence is what failed.
    expect(classifySentence(trainSentence("Theranos failed not because"))).toMatchObject({ dimension: "competition", stance: "challenges", kind: "event" });
  });

  it("reads negations in the parse's own forms ('didn’t' is 'did not') and leaves a condition's negation alone", () => {
    expect(classifySentence(trainSentence("I didn’t believe in smart gardens"), "article")).toMatchObject({ dimension: "demand", stance: "challenges" });
    // The condition's "doesn't work" doubts nothing; what the writer then does themselves is a substitute (labelled so).
    expect(classifySentence(trainSentence("If that doesn't work, I start sending"))).toMatchObject({ dimension: "competition", kind: "feature" });
  });

  it("reads what a named product offers, said in a thread of it and not of the writer, as a rival's strength; a negation said of the reader as no doubt", () => {
    // https://www.lixximphotography.com/personal/2020/2/27/how-to-back-up-camera-roll-phone-photos (family photo backup, train)
    expect(classifySentence(trainSentence("iOS makes it easy by even offering a built-in feature called iCloud"))).toMatchObject({ dimension: "competition", stance: "challenges", kind: "feature" });
    expect(classifySentence(trainSentence("Hopefully you never lost your phone"))?.stance).not.toBe("challenges");
  });

  it("reads what the writer does themselves today as a substitute, and a hard drive as no hardship", () => {
    // The writer's own way of doing the job, in the present, as a habit (family photo backup and invoice reminders, train).
    expect(classifySentence(trainSentence("We keep all of our pictures on an external USB hard drive."))).toMatchObject({ dimension: "competition", stance: "challenges" });
    // Doing it with a product of the kind, and saying it works, is the need met (praise comes first).
    expect(classifySentence(trainSentence("I just stick to reminders for late payments."))).toMatchObject({ dimension: "demand", stance: "supports" });
  });

  it("reads customers leaving a product of the kind as a challenge to demand, ease denied as pain and ease given as praise", () => {
    expect(classifySentence(trainSentence("I wish they sourced only organic produce, but that wasn’t what got me to cancel"))).toMatchObject({ dimension: "demand", stance: "challenges" });
    expect(classifySentence(trainSentence("It’s not entirely clear why, but some new data shows meal-kit services are struggling"), "article")).toMatchObject({ dimension: "demand", stance: "challenges" });
    expect(classifySentence(trainSentence("Google doesn't make this easy either."))).toMatchObject({ dimension: "pain", stance: "supports" });
    expect(classifySentence(trainSentence("The meals are easy to prepare, taste good"))).toMatchObject({ dimension: "demand", stance: "supports", kind: "praise" });
  });

  it("reads another way of doing the job as a substitute that argues against buying", () => {
    expect(classifySentence(trainSentence("The better approach is making late payments"), "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
    expect(classifySentence(trainSentence("You could do just as well with a small light garden"), "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
  });

  it("reads an issue against a product as its user's complaint, and a question in an article as the writer's rhetoric", () => {
    expect(classifySentence(trainSentence("E.g. it won't allow a roll out"), "issue")).toMatchObject({ dimension: "pain", also: ["competition"], stance: "supports" });
    expect(classifySentence(trainSentence("Deal with merge conflicts while the production is on fire?"), "article")).toMatchObject({ dimension: "pain", stance: "supports" });
    expect(classifySentence(trainSentence("Deal with merge conflicts while the production is on fire?"), "discussion")?.stance).toBe("neutral");
  });

  it("reads incumbents a reviewer calls expensive as room to charge, and a buyer calling the kind too dear as against it", () => {
    expect(classifySentence(trainSentence("At scale, this gets expensive."), "article")).toMatchObject({ dimension: "pricing", stance: "supports" });
    expect(classifySentence(trainSentence("It is true that the seed kits are a bit expensive"), "discussion")).toMatchObject({ dimension: "pricing", stance: "challenges" });
  });

  it("reads a price a person calls worth it as willingness to pay", () => {
    // https://www.lixximphotography.com/personal/2020/2/27/how-to-back-up-camera-roll-phone-photos (family photo backup, train)
    expect(classifySentence(trainSentence("One minor downside to this is you’ll need to pay for the higher tier storage"))).toMatchObject({ dimension: "pricing", stance: "supports" });
  });

  it("reads a negated value as a doubt about the need", () => {
    expect(classifySentence(trainSentence("Finger-stick testing by itself won't provide enough value"), "discussion")).toMatchObject({ dimension: "demand", stance: "challenges" });
    // http://ecofrugality.blogspot.com/2014/06/getting-my-fizz-fix.html: a device of the kind that does not save money.
    expect(classifySentence("Unfortunately, my research indicates that these devices, while they may reduce waste, don't necessarily save money.", "discussion")?.stance).toBe("challenges");
  });

  it("reads a company of the kind going into administration as a failure event", () => {
    // https://startups.co.uk/news/startups-that-entered-administration/
    expect(classifySentence("The brand confirmed it was looking for a buyer amid cash flow problems in early May, and it finally collapsed into administration just a couple of weeks later.", "article")).toMatchObject({ dimension: "competition", stance: "challenges", kind: "event" });
    expect(classifySentence("In 2024, it’s now teetering on the brink itself, after reportedly entering administration in late June.", "article")).toMatchObject({ stance: "challenges", kind: "event" });
  });

  it("reads a question that answers itself, and a problem called niche, as doubts about the need", () => {
    // http://gevaz.com/home/home/2016/04/13/your-new-startup-idea-is-probably-lacking-the-right-starting-point/
    expect(classifySentence("BUT, you don’t even stop and think: who is going to pay for my app?", "article")).toMatchObject({ dimension: "pricing", stance: "challenges" });
    // http://multiplicity.media/2013/08/19/part-2-is-your-problem-worth-solving/
    expect(classifySentence("I’ve spoken to many founders, who have great ideas to solve problems, but the problems are so niche or the pain isn’t great enough that they have trouble implementing a revenue model as users are reluctant to pay for the product or service.", "article")?.stance).toBe("challenges");
  });

  it("reads people abandoning products of the kind, going back to another way, or unable to afford it, as challenges", () => {
    // https://droidlore.com/productivity/productivity-apps-habits
    expect(classifySentence("Habit tracking apps have a documented failure pattern: intense use for the first week, declining use through week three, complete abandonment by week six.", "article")).toMatchObject({ dimension: "demand", stance: "challenges" });
    // https://mastodawn.com/post/116297923472574904
    expect(classifySentence("Decide I will use a paper notebook or a txt file instead.", "discussion")).toMatchObject({ dimension: "competition", stance: "challenges" });
    // https://elenasclub.ca/contentai/humans-of-university-cancel-subscription1
    expect(classifySentence("The simple reality is that many simply can't afford the luxury of multiple streaming services or premium software anymore.", "article")).toMatchObject({ dimension: "pricing", stance: "challenges", kind: "price" });
  });

  it("reads a dreaded chore as pain, not a past habit as use, and services 'a dime a dozen' as a crowded market", () => {
    // https://eamsapps.com/my-meal-planning-nightmare-and-how-i-finally-beat-it
    expect(classifySentence("Honestly, I used to dread the words “What’s for dinner?” more than filing my taxes.", "discussion")).toMatchObject({ dimension: "pain", stance: "supports" });
    // https://garlicdelight.com/meal-planners-internet-suck/
    expect(classifySentence("These services are a dime a dozen (of course, they cost more than a dime).", "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
  });

  it("reads an internal platform a team built as a substitute, and a false positive as no doubt", () => {
    // https://easihub.com/community/t/recovering-22k-builds-with-ml-based-flaky-test-detection-platform/13310
    expect(classifySentence("We spent the better part of a year building an internal flaky test detection platform after our CI/CD pipelines became unreliable.", "discussion")).toMatchObject({ dimension: "competition", stance: "challenges" });
    expect(classifySentence("In the first quarter after deployment, the system recovered over 22,000 builds that would have been blocked by false-positive failures and flagged 7,000 unique flaky tests across our org.", "discussion")?.stance).not.toBe("challenges");
  });

  it("reads a free product a writer praises as a strong rival, and a paper calendar as a substitute", () => {
    // http://smart-way.biz/habo-habit-tracking-app.html
    expect(classifySentence("What I really appreciate about this app is its simplicity—and the fact that it's completely free.", "discussion")).toMatchObject({ dimension: "competition", stance: "challenges" });
    expect(classifySentence("The classic method is to put an \"X\" on a paper calendar every day.", "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
    // A free product named is a free rival, whoever speaks of it.
    expect(classifySentence("That's why I like Habo, an open-source habit tracking app for Android and iPhone that couldn't be simpler.", "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
  });

  it("reads what often fails as no event, paying attention as no payment, doing the job as well by hand as a substitute, and a product said to be one as a rival whatever opens the sentence", () => {
    // https://financiergo.com/Index/item/id/532220.html
    expect(classifySentence("Why Traditional Bill Splitting Often Fails", "article")?.stance).not.toBe("challenges");
    // https://chetjcollins.com/2019/11/05/one-bucket.html
    expect(classifySentence("I pay attention to category balances instead of account balances.", "discussion")?.dimension).not.toBe("pricing");
    // https://wiki.golden.com/wiki/Juicero-639D359: a product no better than doing the job by hand is beaten by a substitute, whatever it cost.
    expect(classifySentence("The company faced major controversy beginning in April 2017, after it was revealed that their costly and supposedly high-end juicers produced only marginally better results than squeezing the produce packets by hand.", "encyclopedia")).toMatchObject({ dimension: "competition", stance: "challenges" });
    // https://www.gofindiy.com/post/how-mint-works: "costs of living" are no price, and the name opening the sentence is a product.
    expect(classifySentence("Mint is a budgeting and personal finance app that helps you plan for costs of living, track your spending and stay on top of bills.", "article")).toMatchObject({ dimension: "competition", stance: "challenges", kind: "feature" });
  });

  it("reads asking whether anyone really needs it, problems that don't exist and a contrived concept as doubts about the need", () => {
    // https://gearinstitute.com/do-we-really-need-a-water-bottle-to-remind-us-to-drink/
    expect(classifySentence("All of this begs the question; do we really need a water bottle to remind us when it is time to take a drink?", "article")).toMatchObject({ dimension: "demand", stance: "challenges" });
    // https://pupjunkies.com/smart-water-bottle-tech-what-actually-works-and-what-is-just-overpriced-plastic-14s8
    expect(classifySentence("Others think they’re the peak of \"solving problems that don't exist.\"", "article")?.stance).toBe("challenges");
    // https://jakob.engbloms.se/archives/3884
    expect(classifySentence("But the overall product concept just strikes me as mostly contrived.", "discussion")).toMatchObject({ dimension: "demand", stance: "challenges" });
  });

  it("reads customers who buy the kind just once as a need that does not hold them", () => {
    // https://texasrecap.com/23andme-faces-bankruptcy-important-updates-for-customers
    expect(classifySentence("This downturn has raised questions about the longevity of its business model, especially as many customers purchase genetic testing kits just once.", "article")).toMatchObject({ dimension: "demand", stance: "challenges" });
  });

  it("reads a recommendation held back or denied as a challenge", () => {
    // The outside markets' home soda pods and ghost kitchens, both labelled challenging:
    // https://techcrunch.com/2015/10/20/the-kuerig-kold-is-a-space-oddity-in-the-world-of-soft-drinks/
    expect(classifySentence("At $359 for the machine and about $1.25 per drink I’d be hard-pressed to recommend this kit to anyone at this point.", "article")).toMatchObject({ stance: "challenges", also: ["pricing"] });
    // https://chriscampbellcpa.com/why-restaurants-should-not-use-the-cloudkitchens-app
    expect(classifySentence("Unless Ghost Kitchens revises their greedy commission structure, I cannot reasonably recommend any restaurant clients to work with them.", "discussion")).toMatchObject({ stance: "challenges", also: ["competition"] });
  });

  it("reads a writer who never had to cancel as no customer lost", () => {
    // https://www.daisijoreviews.com/2015/06/5-things-you-should-know-before-you.html
    expect(classifySentence("I have never had to cancel a cleaning session but maybe its the holiday's or it’s hectic at work and you don’t want to eat the entire cost of a cleaning session.", "discussion")?.stance).not.toBe("challenges");
  });

  it("reads a rival's count of hosts, guests or listings as its traction, a strong competitor", () => {
    // https://connecticut-express.com/2025/01/02/the-airbnb-of-cars-turo-recently-involved-in-incidents-in-new-orleans-and-las-vegas-what-is-turo
    expect(classifySentence("As of September 30, Turo had approximately 150,000 active hosts worldwide with 350,000 active vehicle listings and 3.5 million active guests.", "article")).toMatchObject({ dimension: "competition", stance: "challenges" });
  });

  it("reads a person refusing to download or install, a question why they should, and getting nothing out of it as doubts", () => {
    // http://thereandbackbytricycle.blogspot.com/2025/06/you-will-have-to-download-app-first.html
    expect(classifySentence("No, I won't. I am not downloading any \"apps\" on my very basic mobile phone.", "discussion")).toMatchObject({ dimension: "demand", stance: "challenges" });
    expect(classifySentence("Why should I have to download an \"app\" simply to buy something?", "discussion")).toMatchObject({ stance: "challenges" });
    // https://lightmotifs.wordpress.com/2021/04/05/tmp2-apps/
    expect(classifySentence("For a long time, I resisted downloading apps.", "discussion")).toMatchObject({ dimension: "demand", stance: "challenges" });
    // https://minischetti.org/posts/never-ending-search-for-the-perfect-app
    expect(classifySentence("The features are great, but why is there a subscription for this?", "discussion")).toMatchObject({ dimension: "pricing", stance: "challenges" });
    // http://techsnaq.com/2018/08/03/tell-us-the-apps-you-hate-but-just-cant-quit/
    expect(classifySentence("“It’s addicting, but I get nothing out of it,” said another person whose answer was also Instagram (and who does not work for Gizmodo).", "discussion")?.stance).toBe("challenges");
  });

  it("counts no pain from a page that pitches to the reader and never speaks of its writer, and counts a thread's", () => {
    const pitch = sourceOf("inv-freelancetrackr");
    const evidence = extractEvidence({ sources: [{ id: pitch.id, title: pitch.title, url: pitch.url, excerpt: pitch.text }], perSource: 10, topic: invoiceTopic });
    expect(evidence.filter((e) => e.dimension === "pain").length).toBeGreaterThan(0);
    expect(evidence.filter((e) => e.dimension === "pain" && e.stance !== "neutral")).toEqual([]);
    const thread = sourceOf("inv-tofu-community");
    const told = extractEvidence({ sources: [{ id: thread.id, title: thread.title, url: thread.url, excerpt: thread.text }], perSource: 10, topic: invoiceTopic });
    expect(told.filter((e) => e.stance === "supports").length).toBeGreaterThanOrEqual(3);
  });

  it("reads a pitch that opens 'Let’s be honest' as a pitch: the reader invited along is no writer's own account", () => {
    // https://go.qsronline.com/4-signs-its-time-to-upgrade-your-scheduling-system (its opening, verbatim)
    const text = "Let’s be honest: restaurant scheduling is already a juggling act, but if you’re still using whiteboards, Excel, or texting your schedule out manually, you’re basically juggling with knives.\nOutdated tools (or worse, no tools at all) don’t just create extra work, they create chaos. They lead to miscommunication, burnout, payroll bloat, and turnover you didn’t see coming.\nMissed shifts aren’t always about bad employees. This could simply be bad systems.\nIf your staff keeps claiming they didn’t know they were scheduled, chances are the problem isn’t them, it’s your outdated process.\nOr maybe you’re texting it out every week, which sounds techy until you realize texts get buried under memes, birthday wishes, and unread group chats.";
    const topic = { subject: new Set(["schedul", "shift"].map(topicStem)), head: topicStem("scheduling"), context: new Set(["restaurant"].map(topicStem)) };
    const evidence = extractEvidence({ sources: [{ id: "qsr", title: "4 Signs It's Time to Upgrade Your Scheduling System", url: "https://go.qsronline.com/4-signs-its-time-to-upgrade-your-scheduling-system", excerpt: text }], perSource: 10, topic });
    expect(evidence.filter((e) => e.dimension === "pain" && e.stance === "supports")).toEqual([]);
  });

  it("reads a restriction, a cost that makes the job harder and a company under investigation as doubts that it can be built and run, and a battery on a seller's page as its feature", () => {
    // http://atwonline.com/security/smart-luggage-manufacturer-bluesmart-folds-cites-airline-restrictions
    expect(classifySentence("Passengers can check smart luggage only if batteries can be removed and subsequently carried on the passenger’s person or separately in a carry-on bag.", "article")).toMatchObject({ dimension: "feasibility", stance: "challenges" });
    // https://www.verticalfarmdaily.com/article/9301533/vertical-farms-vs-greenhouses-energy-and-led-costs-and-differences/
    expect(classifySentence("Lighting is one of the biggest expenses for a vertical farm, for obvious reasons – each layer in the farm needs its own LED “suns.”", "article")).toMatchObject({ dimension: "feasibility", stance: "challenges" });
    // https://healthexec.com/node/215921
    expect(classifySentence("Cerebral, an online mental health care service platform, is now under investigation by the Department of Justice for possible criminal violations of the Controlled Substances Act.", "article")).toMatchObject({ dimension: "feasibility", stance: "challenges", also: ["competition"] });
    // http://livebag.cn/how-useful-is-the-usb-port-on-the-airwheel-during-power-outages-at-transit-hubs-1615/
    expect(classifySentence("The Airwheel electric smart luggage integrates a 7.8Ah lithium-ion battery that powers both the motor and the USB charging port.", "vendor")?.dimension).not.toBe("feasibility");
  });

  it("reads buyers unwilling to pay, a kind's companies struggling to survive, its operators' failure rate and wondering why anyone would buy as doubts, not pain", () => {
    // The outside markets' vertical farming, ghost kitchens and home soda pods (tests/fixtures/research-outside), each labelled challenging:
    // http://baltimorebanner-the-baltimore-banner-staging.web.arc-cdn.net/economy/bowery-farming-closes-baltimore-county-5GQSYEBQ2VASNDFKH6ITPIZTNU,
    // https://old.rhn.rendo.app/s/45254505 and https://techecho.bigdataflowing.com/zh/item/10691462
    const outside = loadResearchWorld({ set: "outside" }).flatMap((e) => e.labels);
    const labelled = (start: string) => {
      const label = outside.find((l) => l.sentence.startsWith(start))!;
      expect(label.stance).toBe("challenges");
      return label.sentence;
    };
    expect(classifySentence(labelled("Bowery is among several vertical farming companies that have struggled to survive"), "article")?.stance).toBe("challenges");
    expect(classifySentence(labelled("I read an in-depth article that showcased the extremely high failure rate of the operators."))?.stance).toBe("challenges");
    expect(classifySentence(labelled("Add the nearly $400 purchase price"))?.stance).toBe("challenges");
  });

  it("reads 'a failed dog mom' as no product's end and going back to feeding the old food as a substitute, and 'a Failed Startup' as an end", () => {
    // https://argosandartemis.com/best-dog-kibble-dry-food-benefits/ (tests/fixtures/research-fresh/fresh-dog-food), labelled a challenge to demand and by competition.
    const kibble = loadResearchWorld({ set: "fresh" }).flatMap((e) => e.labels).find((l) => l.sentence.startsWith("So, I quietly went back to feeding Artemis kibble"))!;
    expect(kibble.stance).toBe("challenges");
    expect(classifySentence(kibble.sentence)).toMatchObject({ dimension: "competition", stance: "challenges", kind: "feature" });
    // The title of https://github.com/lukevance/personal_site/blob/master/pages/blog_posts/startup_lessons_07_30_16/index.md
    expect(classifySentence("Lessons from a Failed Startup", "discussion")).toMatchObject({ dimension: "competition", stance: "challenges", kind: "event" });
  });
});
