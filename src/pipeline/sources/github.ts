import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { SourceConnector, SourceFacts } from "../types.ts";
import { readGitHubRepository } from "./github-repository.ts";
import type { ReadLimits } from "./reading.ts";
import { clipText, engagementOf, isoDate, isHttpUrl, parseAnswer, plainText, shortQuery, sourceIdOf } from "./normalize.ts";

const repoSchema = z.object({
  full_name: z.string(),
  html_url: z.string(),
  description: z.string().nullish(),
  stargazers_count: z.number().optional(),
  forks_count: z.number().optional(),
  open_issues_count: z.number().optional(),
  pushed_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  archived: z.boolean().optional(),
  topics: z.array(z.string()).optional(),
  language: z.string().nullish(),
});
const answerSchema = z.object({ total_count: z.number(), items: z.array(repoSchema) });

/**
 * GitHub repository search: existing (often open-source) competitors and how alive they are.
 * Keyless allows 10 searches a minute; GITHUB_TOKEN raises it to 30. A spent window answers 403
 * with X-RateLimit-Remaining: 0, which the HTTP client turns into a wait for later calls.
 */
export function createGitHubConnector({ http, baseUrl, token, limits }: {
  http: HttpClient; baseUrl: string; token: string | undefined; limits: ReadLimits;
}): SourceConnector {
  const headers: Record<string, string> = { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    name: "github",
    async search(query, { signal, limit }) {
      const url = new URL(`${baseUrl}/search/repositories`);
      url.searchParams.set("q", shortQuery(query.query, 240));
      url.searchParams.set("per_page", String(Math.min(limit, 100)));
      const response = await http.request({ url: url.toString(), headers, signal, cache: "search" });
      const { items } = parseAnswer({ response, schema: answerSchema, api: "GitHub search" });
      return items.filter((repo) => isHttpUrl(repo.html_url)).slice(0, limit).map((repo) => {
        const facts = [repo.language, repo.archived ? "archived" : null, repo.topics?.length ? `topics: ${repo.topics.slice(0, 6).join(", ")}` : null].filter(Boolean);
        const description = plainText(repo.description);
        return {
          id: sourceIdOf(repo.html_url),
          title: repo.full_name,
          url: repo.html_url,
          type: "other" as const,
          platform: "github" as const,
          date: isoDate(repo.pushed_at ?? repo.updated_at),
          excerpt: clipText([description, facts.length ? `(${facts.join("; ")})` : ""].filter(Boolean).join(" ")),
          engagement: engagementOf({ score: repo.stargazers_count, comments: repo.open_issues_count }),
          connector: "github",
          facts: factsOf(repo),
        };
      });
    },
    read: (source, { signal }) => readGitHubRepository({ http, baseUrl, headers, source, signal, limits }),
    // Each read is two calls against the core window: 60 an hour keyless, 5,000 with a token.
    readsPerRun: token ? 10 : 3,
  };
}

function factsOf(repo: z.infer<typeof repoSchema>): SourceFacts {
  const facts: SourceFacts = {};
  if (repo.stargazers_count !== undefined) facts.stars = repo.stargazers_count;
  if (repo.forks_count !== undefined) facts.forks = repo.forks_count;
  if (repo.open_issues_count !== undefined) facts.openIssues = repo.open_issues_count;
  const pushed = isoDate(repo.pushed_at ?? repo.updated_at);
  if (pushed) facts.lastActivity = pushed;
  if (repo.archived !== undefined) facts.archived = repo.archived;
  return facts;
}
