import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import type { RetrievedSource, SourceComment, SourceReading } from "../types.ts";
import { blockText, isoDate, parseAnswer } from "./normalize.ts";
import { boundedReading, type ReadLimits } from "./reading.ts";

const postSchema = z.object({
  body: z.string().optional(),
  score: z.number().optional(),
  creation_date: z.number().optional(),
  owner: z.object({ display_name: z.string().optional() }).optional(),
});
const answersSchema = z.object({ items: z.array(postSchema.extend({ answer_id: z.number(), is_accepted: z.boolean().optional() })) });
const commentsSchema = z.object({ items: z.array(postSchema.extend({ comment_id: z.number(), post_id: z.number() })) });

/** The question id of a Stack Exchange question URL (…/questions/N/slug), or null. */
export function questionIdOf(url: string): string | null {
  return /\/questions\/(\d+)(\/|$)/.exec(url)?.[1] ?? null;
}

/**
 * A whole Stack Exchange question: its answers (best first, the accepted one marked) and the
 * comments on the question, in two calls made at once (the question's body came with the search;
 * keyless use has 300 calls a day, so none is spent fetching it again). Each answer links to itself
 * (/a/N); comments link to the question, where the site anchors them.
 */
export async function readStackExchangeQuestion({ http, baseUrl, site, authorization, source, signal, limits }: {
  http: HttpClient; baseUrl: string; site: string; authorization: Record<string, string>; source: RetrievedSource; signal: AbortSignal; limits: ReadLimits;
}): Promise<SourceReading | null> {
  const id = questionIdOf(source.url);
  if (!id) return null;
  const call = (path: string, extra: Record<string, string>) => {
    const url = new URL(`${baseUrl}/questions/${id}${path}`);
    for (const [name, value] of Object.entries({ site, filter: "withbody", ...extra })) url.searchParams.set(name, value);
    return http.request({ url: url.toString(), headers: authorization, cacheVary: authorization.authorization, signal, cache: "lookup" });
  };
  const page = String(Math.min(100, limits.commentsPerThread));
  const [answersAnswer, commentsAnswer] = await Promise.all([
    call("/answers", { sort: "votes", order: "desc", pagesize: page }),
    call("/comments", { sort: "votes", order: "desc", pagesize: page }),
  ]);
  const answers = parseAnswer({ response: answersAnswer, schema: answersSchema, api: "Stack Exchange answers" }).items;
  const remarks = parseAnswer({ response: commentsAnswer, schema: commentsSchema, api: "Stack Exchange comments" }).items;
  const origin = new URL(source.url).origin;
  const comments: SourceComment[] = [
    ...answers.map((answer) => ({
      url: `${origin}/a/${answer.answer_id}`,
      author: answer.owner?.display_name ?? "",
      date: isoDate(answer.creation_date),
      text: `${answer.is_accepted ? "(accepted answer) " : ""}${blockText(answer.body)}`,
      ...(answer.score !== undefined ? { points: answer.score } : {}),
    })),
    ...remarks.map((remark) => ({
      url: `${origin}/questions/${id}#comment${remark.comment_id}_${remark.post_id}`,
      author: remark.owner?.display_name ?? "",
      date: isoDate(remark.creation_date),
      text: blockText(remark.body),
      ...(remark.score !== undefined ? { points: remark.score } : {}),
    })),
  ];
  return boundedReading({ kind: "thread", text: source.excerpt, comments, limits });
}
