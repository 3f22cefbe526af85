/**
 * Who receives what when an idea is researched: shared by the privacy and data-protection pages so
 * they never disagree. Matches the pipeline's providers: a model provider (fast and smart roles),
 * keyless sources on by default and keyed ones when their key is set, and keyword-volume providers.
 */
export function ResearchRecipients() {
  return (
    <ul>
      <li>
        <strong>The language model provider configured for this service</strong> (for example OpenAI, Anthropic, Google,
        or a model the operator hosts) receives your idea's text, its market and excerpts of the research found, to
        analyse them and write your report.
      </li>
      <li>
        <strong>Research sources</strong> receive search queries drawn from your idea (keywords and short phrases, never
        your name or email): Hacker News, Stack Exchange, GitHub and Wikipedia, and, when they are configured, a web
        search service (such as Tavily or Brave), YouTube, Reddit and Product Hunt.
      </li>
      <li>
        <strong>A keyword-volume provider</strong>, when configured, receives the keywords behind your market interest
        chart (Wikipedia page views serve as a keyless stand-in).
      </li>
      <li>
        When neither a model nor research sources are configured, Greenlight's <strong>text analyst</strong> scores your
        idea on our server and sends it nowhere.
      </li>
    </ul>
  );
}
