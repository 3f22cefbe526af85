import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

/** `progress` events carry a progress body; `deleted` events only the idea id. */
interface StreamEvent {
  event: string;
  data: { ideaId: string; status: { state: string; current: { name: string } } };
}

/** Reads server-sent events from a real socket until `until` says enough. */
async function readEvents({ url, cookie, until, timeoutMs = 15_000 }: {
  url: string; cookie: string; until: (events: StreamEvent[]) => boolean; timeoutMs?: number;
}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { value: chunk, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (until(events)) break;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ withWorker: true, env: { STAGE_DELAY_MS: "150" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  cookie = await t.signIn("stream@example.com");
});
afterAll(async () => t.close());

describe("GET /api/ideas/events", () => {
  it("needs a session", async () => {
    const response = await fetch(`${base}/api/ideas/events`);
    expect(response.status).toBe(401);
  });

  it("streams each stage of a validation to completion, then a deletion", async () => {
    const streaming = readEvents({
      url: `${base}/api/ideas/events`,
      cookie,
      until: (events) => events.some((e) => e.event === "progress" && e.data.status.state === "completed"),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const created = await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: "A booking app for climbing gyms", country: "AU", validationMode: "deep" } });
    const ideaId = created.json().id as string;
    const events = await streaming;
    const names = events.filter((e) => e.data.ideaId === ideaId).map((e) => e.data.status.current.name);
    expect(names).toContain("research");
    expect(names).toContain("synthesis");
    expect(names.at(-1)).toBe("completed");
    // Stages only move forward.
    const order = ["pending", "planning-profile", "planning-queries", "research", "analysis", "synthesis", "completed"];
    const positions = names.map((name) => order.indexOf(name));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const deletion = readEvents({ url: `${base}/api/ideas/events`, cookie, until: (e) => e.some((x) => x.event === "deleted") });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.inject({ method: "DELETE", url: `/api/ideas/${ideaId}`, headers: { cookie } });
    expect((await deletion).find((e) => e.event === "deleted")?.data).toEqual({ ideaId });
  });

  it("never streams another user's ideas", async () => {
    const other = await t.signIn("other-stream@example.com");
    const seen = readEvents({ url: `${base}/api/ideas/events`, cookie: other, until: () => false, timeoutMs: 2500 }).catch(() => []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.inject({ method: "POST", url: "/api/ideas", headers: { cookie }, payload: { description: "Not yours", country: "US", validationMode: "deep" } });
    expect(await seen).toEqual([]);
  });
});
