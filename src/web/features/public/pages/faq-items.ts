/** The six FAQ questions. */
export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "How does Greenlight validate my idea?",
    answer:
      "It works in five stages. It builds a profile of your idea (customer, problem, business model), plans research questions, gathers evidence from the research sources configured, analyses demand, competition and timing, and writes your report. You get opportunity, problem, feasibility and timing scores from 0 to 10 with their reasoning and confidence, a business-fit analysis, sources and methodology, and a recommendation with next steps.",
  },
  {
    question: "How long does a validation take?",
    answer:
      "Most validations finish within 24-48 hours, and many are ready in about 3 minutes. The time depends on how many research sources are consulted and how quickly they answer. Your library shows each stage as it runs, with an estimate of the time remaining.",
  },
  {
    question: "Where does the research come from?",
    answer:
      "From public sources: discussions on Hacker News, questions on Stack Exchange, projects on GitHub and articles on Wikipedia, plus web search, YouTube, Reddit and Product Hunt where they are configured. Every source in a report was actually retrieved and is listed with a link. When no research source is configured or none answers, the report scores your description alone, lists no sources and says so.",
  },
  {
    question: "Is my idea kept private?",
    answer:
      "Your ideas and reports are visible only to you. To research an idea, its text is sent to the language model provider configured for this service, and search queries drawn from it go to the research sources. We never sell your ideas or share them with anyone else. The Privacy Policy lists what we store and who receives what.",
  },
  {
    question: "What does it cost?",
    answer:
      "The Explorer plan is free and includes 1 idea validation with basic research and email support. The Founder plan is $29 per month for unlimited validations, advanced research and analytics, market trends, report export and priority support. Enterprise adds team collaboration, API access and dedicated support at a custom price.",
  },
  {
    question: "Can I delete my ideas and my account?",
    answer:
      "Yes. In the app, Settings → Delete All Ideas removes every idea with its reports, sources and research data, and Settings → Delete Account removes your account as well. Deletion is immediate and cannot be undone. If you joined the waitlist from this site, email our privacy address to have that entry removed.",
  },
];
