import { Link } from "wouter";
import { EmailAddress } from "../site-info/email-address.tsx";
import { PageFrame, Prose, ProseSection } from "./page-frame.tsx";

export function AboutPage() {
  return (
    <PageFrame title="About Greenlight" lead="Greenlight helps founders find out whether an idea is worth building before they spend months building it.">
      <Prose>
        <ProseSection title="Why we built it">
          <p>
            Most new products fail because nobody needed them, not because the code was bad. The evidence that would have
            said so usually existed: people complaining about the problem in forums, competitors already charging for a
            fix, or no one searching for it at all. Finding and weighing that evidence takes days, so most of us skip it
            and build on a hunch.
          </p>
          <p>Greenlight does that homework for you and shows its working, so you can decide with evidence rather than hope.</p>
        </ProseSection>
        <ProseSection title="What it does">
          <p>
            You describe an idea in plain words and choose a market. Greenlight profiles the idea, plans research
            questions, gathers evidence, analyses it and writes a report: opportunity, problem, feasibility and timing
            scores with their reasoning and confidence, business fit (revenue potential, execution difficulty and
            go-to-market), market interest over time, every source it used, its methodology and limitations, and a
            recommendation with next steps. Every idea stays in your library.
          </p>
        </ProseSection>
        <ProseSection title="How we stay honest">
          <ul>
            <li>Every source in a report was actually retrieved, and every piece of evidence names where it came from.</li>
            <li>Quality and confidence are computed from the sources found, not guessed, and a thin evidence base is reported as such.</li>
            <li>
              Without a language model, Greenlight's text analyst reads the research sources: it searches them, quotes
              what people there say word for word and counts it into the scores, with your description's rubric as the
              starting point. When no source can be reached it scores your description alone and says so, with a low
              stated confidence.
            </li>
            <li>A score is a starting point for your judgement, not a verdict. See our <Link href="/disclaimer">disclaimer</Link>.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Who it is for">
          <p>Founders, indie hackers, makers and anyone weighing a side project or a career bet who wants to check an idea before committing to it.</p>
        </ProseSection>
        <ProseSection title="Say hello">
          <p>
            We read every message. Write to <EmailAddress kind="supportEmail" /> or visit our <Link href="/contact">contact page</Link>.
          </p>
        </ProseSection>
      </Prose>
    </PageFrame>
  );
}
