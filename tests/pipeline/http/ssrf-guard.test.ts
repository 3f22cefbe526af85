import { afterEach, describe, expect, it } from "vitest";
import { OutboundError } from "../../../src/pipeline/http/errors.ts";
import type { HttpClient } from "../../../src/pipeline/http/client.ts";
import type { Resolver } from "../../../src/pipeline/http/guarded-agent.ts";
import { startFakeServer } from "../../fakes/fake-http-server.ts";
import type { FakeServer } from "../../fakes/fake-http-server.ts";
import { testHttpClient } from "../../fakes/outbound.ts";

const open: Array<FakeServer | HttpClient> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function fake(route: Parameters<typeof startFakeServer>[0]["route"] = () => ({ json: { ok: true } })) {
  const server = await startFakeServer({ route });
  open.push(server);
  return server;
}
function client(options: Parameters<typeof testHttpClient>[0] = {}) {
  const http = testHttpClient(options);
  open.push(http);
  return http;
}
async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof OutboundError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.kind).toBe("blocked");
  return error;
}
const noAllowance = { config: { allowPrivateHosts: [] } };

describe("SSRF guard at connect time", () => {
  it("refuses loopback without the test allowance, and reaches it with it", async () => {
    const server = await fake();
    const error = await refusal(client(noAllowance).request({ url: `${server.origin}/` }));
    expect(error.message).toBe(`refused to connect to 127.0.0.1:${server.port}: 127.0.0.1 is not a public address`);
    expect(server.requests).toHaveLength(0);
    expect((await client().request({ url: `${server.origin}/` })).status).toBe(200);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses IPv6 loopback and a name that resolves to loopback", async () => {
    const server = await fake();
    await refusal(client().request({ url: `http://[::1]:${server.port}/` }));
    const error = await refusal(client({ ...noAllowance, resolver: async () => ["127.0.0.1"] }).request({ url: `http://innocent.example:${server.port}/` }));
    expect(error.message).toMatch(/innocent\.example \(127\.0\.0\.1\)/);
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a name with any private address among its answers", async () => {
    const error = await refusal(client({ resolver: async () => ["93.184.216.34", "10.0.0.7"] }).request({ url: "https://mixed.example/" }));
    expect(error.message).toMatch(/10\.0\.0\.7 is not a public address/);
  });

  it("refuses cloud metadata, private ranges and odd ports on public hosts", async () => {
    const http = client({ resolver: async () => ["93.184.216.34"] });
    await refusal(http.request({ url: "http://169.254.169.254/latest/meta-data/" }));
    await refusal(http.request({ url: "http://192.168.1.1/admin" }));
    await refusal(http.request({ url: "http://[fd00::1]/" }));
    await refusal(http.request({ url: "http://[::ffff:10.0.0.1]/" }));
    const port = await refusal(http.request({ url: "http://public.example:6379/" }));
    expect(port.message).toMatch(/port 6379 is not allowed/);
  });

  it("refuses file:, data: and other schemes before any connection", async () => {
    let lookups = 0;
    const http = client({ resolver: async () => { lookups += 1; return ["93.184.216.34"]; } });
    await refusal(http.request({ url: "file:///etc/passwd" }));
    await refusal(http.request({ url: "data:application/json,{}" }));
    await refusal(http.request({ url: "ftp://files.example/x" }));
    expect(lookups).toBe(0);
  });

  it("checks the address of every new connection, so a name rebound to a private address is refused", async () => {
    const server = await fake(() => ({ json: { ok: true }, headers: { connection: "close" } }));
    const answers = [["127.0.0.1"], ["10.0.0.1"]];
    let lookups = 0;
    const resolver: Resolver = async () => answers[Math.min(lookups++, answers.length - 1)]!;
    const http = client({ resolver });
    expect((await http.request({ url: `http://rebind.example:${server.port}/first` })).status).toBe(200);
    const error = await refusal(http.request({ url: `http://rebind.example:${server.port}/second` }));
    expect(error.message).toMatch(/rebind\.example \(10\.0\.0\.1\)/);
    expect(lookups).toBe(2);
    expect(server.requests.map((r) => r.path)).toEqual(["/first"]);
  });

  it("sends the original host name to the server while dialling the checked address", async () => {
    const server = await fake();
    await client({ resolver: async () => ["127.0.0.1"] }).request({ url: `http://api.example:${server.port}/x` });
    expect(server.requests[0]?.headers.host).toBe(`api.example:${server.port}`);
  });
});

describe("SSRF guard on redirects", () => {
  it("refuses a redirect to a private address", async () => {
    const server = await fake(() => ({ redirect: "http://169.254.169.254/latest/meta-data/iam/" }));
    const error = await refusal(client().request({ url: `${server.origin}/start` }));
    expect(error.message).toMatch(/169\.254\.169\.254 is not a public address/);
  });

  it("checks every hop of a redirect chain", async () => {
    const last = await fake(() => ({ redirect: "http://10.1.2.3:8080/internal" }));
    const middle = await fake(() => ({ redirect: `${last.origin}/hop2` }));
    const first = await fake(() => ({ redirect: `${middle.origin}/hop1` }));
    await refusal(client().request({ url: `${first.origin}/start` }));
    expect(middle.requests).toHaveLength(1);
    expect(last.requests).toHaveLength(1);
  });

  it("refuses redirects to file: and data: URLs", async () => {
    const server = await fake();
    server.enqueue({ redirect: "file:///etc/passwd" }, { redirect: "data:text/plain,secret" });
    await refusal(client().request({ url: `${server.origin}/a` }));
    await refusal(client().request({ url: `${server.origin}/b` }));
  });

  it("follows a redirect to an allowed host and drops credentials across origins", async () => {
    const target = await fake(() => ({ json: { landed: true } }));
    const start = await fake(() => ({ redirect: `${target.origin}/landing` }));
    const answer = await client().request({ url: `${start.origin}/go`, headers: { Authorization: "Bearer secret", "X-Subscription-Token": "key" } });
    expect(answer.json()).toEqual({ landed: true });
    expect(answer.url).toBe(`${target.origin}/landing`);
    expect(start.requests[0]?.headers.authorization).toBe("Bearer secret");
    expect(target.requests[0]?.headers.authorization).toBeUndefined();
    expect(target.requests[0]?.headers["x-subscription-token"]).toBeUndefined();
  });

  it("stops an endless redirect loop", async () => {
    const server = await fake((request) => ({ redirect: `${request.path}x` }));
    const error = await client().request({ url: `${server.origin}/loop` }).then(() => null, (e: unknown) => e as OutboundError);
    expect(error?.kind).toBe("invalid");
    expect(server.requests).toHaveLength(6);
  });
});
