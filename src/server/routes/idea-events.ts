import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../../db/change-feed.ts";
import type { Db } from "../../db/client.ts";
import { findIdea, listIdeas } from "../../db/queries/ideas.ts";
import { findSessionUser, hashSessionId } from "../../db/queries/sessions.ts";
import { ACTIVE_STATUSES } from "../../shared/contracts/idea.ts";
import { HttpError } from "../http-error.ts";
import { requireUser, SESSION_COOKIE } from "../plugins/auth.ts";
import { loadProgress } from "../progress.ts";

const HEARTBEAT_MS = 15_000;
/** Bursts of changes to one idea (a stage finishing, the next starting) become one event. */
const COALESCE_MS = 75;
const MAX_STREAMS_PER_USER = 10;

/**
 * `GET /api/ideas/events`: a server-sent event stream of the signed-in founder's validations.
 * On connect, one `progress` event per active idea; then a `progress` event (the body of
 * GET /api/ideas/:id/progress) whenever one of their ideas changes, and `deleted` when one goes.
 * The stream ends when its session does (logout, a new sign-in, the account deleted), in any process.
 */
export function registerIdeaEventsRoute(app: FastifyInstance, { db, feed, analyst }: { db: Db; feed: ChangeFeed; analyst: string }): void {
  const openStreams = new Map<string, number>();
  const responses = new Set<ServerResponse>();
  // Streams never finish on their own; end them so shutdown does not wait on open tabs.
  app.addHook("preClose", async () => {
    for (const res of responses) res.end();
  });

  app.get("/api/ideas/events", { schema: { tags: ["ideas"] } }, async (request, reply) => {
    const user = requireUser(request);
    const sessionId = request.cookies[SESSION_COOKIE] ?? "";
    const sessionHash = hashSessionId(sessionId);
    const streams = openStreams.get(user.id) ?? 0;
    if (streams >= MAX_STREAMS_PER_USER) {
      throw new HttpError({ statusCode: 429, code: "too_many_streams", message: "Too many open progress streams. Close another tab and try again." });
    }
    openStreams.set(user.id, streams + 1);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-content-type-options": "nosniff",
      // Proxies such as nginx would otherwise hold events back in their buffers.
      "x-accel-buffering": "no",
    });
    responses.add(res);
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };

    const pending = new Map<string, NodeJS.Timeout>();
    const pushIdea = async (ideaId: string) => {
      const idea = await findIdea({ db, userId: user.id, ideaId });
      if (!idea) send("deleted", { ideaId });
      else send("progress", await loadProgress({ db, idea, analyst }));
    };
    const pushActive = async () => {
      const ideas = await listIdeas({ db, userId: user.id, limit: 100, offset: 0 });
      for (const idea of ideas) {
        if (ACTIVE_STATUSES.includes(idea.status)) send("progress", await loadProgress({ db, idea, analyst }));
      }
    };
    const report = (error: unknown) => request.log.warn({ err: error }, "progress stream update failed");

    const endIfSignedOut = async () => {
      if (!(await findSessionUser({ db, sessionId }))) res.end();
    };
    const unsubscribe = feed.subscribe((change) => {
      if (change === "reset") {
        // Changes were missed, a session's end among them perhaps.
        void endIfSignedOut().then(() => pushActive()).catch(report);
        return;
      }
      if (change.kind === "session" && change.idHash === sessionHash) {
        res.end();
        return;
      }
      if (change.kind !== "idea" || change.userId !== user.id || pending.has(change.ideaId)) return;
      pending.set(change.ideaId, setTimeout(() => {
        pending.delete(change.ideaId);
        void pushIdea(change.ideaId).catch(report);
      }, COALESCE_MS));
    });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(": keep-alive\n\n");
    }, HEARTBEAT_MS);

    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      responses.delete(res);
      unsubscribe();
      clearInterval(heartbeat);
      for (const timer of pending.values()) clearTimeout(timer);
      const left = (openStreams.get(user.id) ?? 1) - 1;
      if (left > 0) openStreams.set(user.id, left);
      else openStreams.delete(user.id);
    };
    // The browser going away closes the request; the server ending the stream closes the response.
    request.raw.on("close", close);
    res.on("close", close);

    res.write("retry: 3000\n\n");
    await pushActive().catch(report);
  });
}
