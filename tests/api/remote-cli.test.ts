import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ideaSchema } from "../../src/shared/contracts/idea.ts";
import { REMOTE_IDEA, startRemoteWorld } from "../helpers/remote-world.ts";
import type { RemoteWorld } from "../helpers/remote-world.ts";
import { runGreenlight } from "../helpers/run-greenlight.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { createToken } from "../helpers/api-tokens.ts";
import { queryRows } from "../helpers/test-database.ts";

/** `greenlight` against the whole program (a worker, fake sources) and against an app with no worker, for a failure. */
let world: RemoteWorld;
let token: string;

beforeAll(async () => {
  world = await startRemoteWorld({ email: "cli@example.com" });
  token = await world.createToken("validate", "CLI");
}, 120_000);
afterAll(async () => world?.close(), 60_000);

describe("the greenlight command", () => {
  it("validates with progress on stderr, then prints the report and the ideas", async () => {
    const validated = await runGreenlight({ url: world.url, token, args: ["validate", REMOTE_IDEA, "--mode", "quick", "--json"] });
    expect(validated.code, validated.stderr).toBe(0);
    const idea = ideaSchema.parse(JSON.parse(validated.stdout));
    expect(idea.status).toBe("completed");
    expect(validated.stderr).toMatch(/^Validating [0-9a-f-]{36}: /);
    expect(validated.stderr).toMatch(/(planning-profile|planning-queries|research|analysis|synthesis) \(\d of 5\)|completed: 5 of 5 stages done/);

    const report = await runGreenlight({ url: world.url, token, args: ["report", idea.id] });
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/^# /);
    expect(report.stdout).toMatch(/## Sources \(\d+\)/);

    const ideas = await runGreenlight({ url: world.url, token, args: ["ideas", "--status", "completed"] });
    expect(ideas.code).toBe(0);
    expect(ideas.stdout).toContain(idea.id);
  }, 180_000);

  it("exits with a distinct code for each kind of failure", async () => {
    const reader = await world.createToken("read", "Reader");
    expect((await runGreenlight({ url: world.url, token: reader, args: ["validate", REMOTE_IDEA] })).code).toBe(3);
    expect((await runGreenlight({ url: world.url, token: `gl_${"z".repeat(43)}`, args: ["ideas"] })).code).toBe(3);
    expect((await runGreenlight({ url: world.url, args: ["ideas"] })).code).toBe(3);
    const missing = await runGreenlight({ url: world.url, token, args: ["report", "00000000-0000-4000-8000-000000000000"] });
    expect(missing).toMatchObject({ code: 4, stderr: "Idea not found\n" });
    expect((await runGreenlight({ url: world.url, token, args: ["report"] })).code).toBe(2);
    expect((await runGreenlight({ url: world.url, token, args: ["validate", "x", "--country", "Narnia"] })).code).toBe(2);
    expect((await runGreenlight({ url: world.url, token, args: ["ideas", "--colour"] })).code).toBe(2);
    const unreachable = await runGreenlight({ url: "http://127.0.0.1:9", token, args: ["ideas"] });
    expect(unreachable.code).toBe(6);
    expect(unreachable.stderr).toMatch(/Could not reach Greenlight at http:\/\/127\.0\.0\.1:9/);
    expect((await runGreenlight({ url: world.url, token, args: ["validate", ""] })).code).toBe(2);
  }, 120_000);
});

describe("a validation that fails", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => t?.close());

  it("exits 5 with the reason", async () => {
    const cookie = await t.signIn("fails@example.com");
    const { secret } = await createToken(t, { cookie });
    const run = runGreenlight({ url, token: secret, args: ["validate", REMOTE_IDEA] });
    let rows: Array<{ id: string }> = [];
    for (let i = 0; i < 100 && rows.length === 0; i += 1) {
      await sleep(100);
      rows = await queryRows<{ id: string }>(t.database.db, "select id from ideas");
    }
    await queryRows(t.database.db, `update ideas set status = 'failed', error = 'Research could not finish.' where id = '${rows[0]!.id}'`);
    const failed = await run;
    expect(failed.code).toBe(5);
    expect(failed.stderr).toContain("The validation failed: Research could not finish.");
  }, 60_000);
});
