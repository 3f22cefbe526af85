import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { RetrievedSource, SourceComment, SourceReading } from "../types.ts";
import { isoDate, parseAnswer } from "./normalize.ts";
import { boundedReading, markdownText, type ReadLimits } from "./reading.ts";

const issuesSchema = z.array(z.object({
  html_url: z.string(),
  title: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string() }).nullish(),
  created_at: z.string().nullish(),
  comments: z.number().optional(),
  reactions: z.object({ total_count: z.number() }).optional(),
  pull_request: z.unknown().optional(),
}));

/** owner/name of a github.com repository URL, or null. */
export function repositoryOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const match = /^\/([\w.-]+)\/([\w.-]+)\/?$/.exec(parsed.pathname);
    return /(^|\.)github\.com$/.test(parsed.hostname) && match ? `${match[1]}/${match[2]}` : null;
  } catch {
    return null;
  }
}

/**
 * A repository read as a competitor: its README (what it offers, how it prices) and its recently
 * active issues, where its users say what is missing or broken. Pull requests are left out.
 * Each issue links to itself and counts as a comment read.
 */
export async function readGitHubRepository({ http, baseUrl, headers, source, signal, limits }: {
  http: HttpClient; baseUrl: string; headers: Record<string, string>; source: RetrievedSource; signal: AbortSignal; limits: ReadLimits;
}): Promise<SourceReading | null> {
  const repository = repositoryOf(source.url);
  if (!repository) return null;
  const issuesUrl = new URL(`${baseUrl}/repos/${repository}/issues`);
  for (const [name, value] of Object.entries({ state: "all", sort: "updated", direction: "desc", per_page: String(Math.min(100, limits.commentsPerThread)) })) {
    issuesUrl.searchParams.set(name, value);
  }
  const [readme, issues] = await Promise.all([
    // The raw media type answers the README's Markdown itself instead of base64 in JSON.
    http.request({ url: `${baseUrl}/repos/${repository}/readme`, headers: { ...headers, accept: "application/vnd.github.raw+json" }, signal, cache: "lookup" })
      .then((response) => response.text)
      .catch((error: unknown) => {
        // A repository without a README answers 404; its issues are still worth reading.
        if ((error as { status?: number }).status === 404) return "";
        throw error;
      }),
    http.request({ url: issuesUrl.toString(), headers, signal, cache: "lookup" }),
  ]);
  const comments: SourceComment[] = parseAnswer({ response: issues, schema: issuesSchema, api: "GitHub issues" })
    .filter((issue) => issue.pull_request === undefined)
    .map((issue) => ({
      url: issue.html_url,
      author: issue.user?.login ?? "",
      date: isoDate(issue.created_at),
      text: [issue.title.trim(), markdownText(issue.body)].filter(Boolean).join(": "),
      ...(issue.reactions ? { points: issue.reactions.total_count } : {}),
    }));
  return boundedReading({ kind: "repository", text: markdownText(readme), comments, limits });
}
