import { describe, expect, it } from "vitest";
import { contactAddress, createConnectors, describeConnectors, outboundClientFor } from "../../../src/pipeline/sources/index.ts";
import { ConfigError, loadConfig } from "../../../src/config/index.ts";
import { silentLogger } from "../../helpers/silent-logger.ts";

const configOf = (env: Record<string, string> = {}) => loadConfig({ env: { NODE_ENV: "test", DATA_DIR: "memory://", ...env }, argv: [] });
const namesOf = (env: Record<string, string> = {}) => {
  const config = configOf(env);
  return createConnectors({ config, db: null, log: silentLogger }).map((c) => c.name);
};
const KEYS = {
  TAVILY_API_KEY: "t", BRAVE_API_KEY: "b", YOUTUBE_API_KEY: "y", REDDIT_CLIENT_ID: "i", REDDIT_CLIENT_SECRET: "s", PRODUCT_HUNT_TOKEN: "p",
  REDDIT_USER_AGENT: "server:greenlight:1.0 (by /u/greenlight_ops)", SUPPORT_EMAIL: "help@greenlight.app",
};

describe("createConnectors", () => {
  it("turns on the keyless sources by default and keyed ones only with their key", () => {
    expect(namesOf()).toEqual(["hackernews", "stackexchange", "github", "wikipedia"]);
    expect(namesOf({ TAVILY_API_KEY: "tvly-1" })).toEqual(["hackernews", "stackexchange", "github", "wikipedia", "tavily"]);
    expect(namesOf(KEYS)).toEqual(["hackernews", "stackexchange", "github", "wikipedia", "tavily", "brave", "youtube", "reddit", "producthunt"]);
  });

  it("lets SOURCES pick exactly, switch defaults off, or turn everything off", () => {
    expect(namesOf({ SOURCES: "wikipedia,hackernews" })).toEqual(["hackernews", "wikipedia"]);
    expect(namesOf({ SOURCES: "-github,-stackexchange" })).toEqual(["hackernews", "wikipedia"]);
    expect(namesOf({ ...KEYS, SOURCES: "-youtube" })).toEqual(["hackernews", "stackexchange", "github", "wikipedia", "tavily", "brave", "reddit", "producthunt"]);
    expect(namesOf({ SOURCES: "none" })).toEqual([]);
  });

  it("stops start-up with a message naming the variable for a bad source list or a missing key", () => {
    expect(() => configOf({ SOURCES: "hackernews,altavista" })).toThrow(ConfigError);
    expect(() => configOf({ SOURCES: "hackernews,altavista" })).toThrow(/SOURCES: unknown "altavista"/);
    expect(() => configOf({ SOURCES: "youtube" })).toThrow("SOURCES: youtube needs YOUTUBE_API_KEY");
    expect(() => configOf({ REDDIT_CLIENT_ID: "only-id" })).toThrow("REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET must be set together");
    expect(() => configOf({ REDDIT_CLIENT_ID: "i", REDDIT_CLIENT_SECRET: "s" })).toThrow(/REDDIT_USER_AGENT is required with the Reddit keys/);
    expect(() => configOf({ ...KEYS, REDDIT_USER_AGENT: "python-requests/2.31" })).toThrow(/REDDIT_USER_AGENT: "python-requests\/2.31" must read <platform>:<app id>:<version> \(by \/u\/<reddit user>\)/);
    expect(() => configOf({ RESEARCH_CONTACT_EMAIL: "not an address" })).toThrow(/RESEARCH_CONTACT_EMAIL/);
    expect(() => configOf({ HN_API_URL: "file:///etc/passwd" })).toThrow(/HN_API_URL/);
    expect(() => configOf({ OUTBOUND_ALLOW_PRIVATE_HOSTS: "localhost" })).toThrow(/OUTBOUND_ALLOW_PRIVATE_HOSTS: "localhost" is not an IP address/);
    expect(() => configOf({ OUTBOUND_CACHE_TTL_MINUTES: "search=ten" })).toThrow(/OUTBOUND_CACHE_TTL_MINUTES/);
    expect(() => configOf({ TRENDS_PROVIDERS: "dataforseo" })).toThrow("TRENDS_PROVIDERS: dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD");
  });

  it("reads outbound limits, allowances and cache TTLs", () => {
    const config = configOf({
      OUTBOUND_TIMEOUT_MS: "4000", OUTBOUND_ALLOWED_PORTS: "8443", OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1,10.0.0.0/8",
      OUTBOUND_CACHE_TTL_MINUTES: "search=30,trends=0",
    });
    expect(config.outbound).toMatchObject({ timeoutMs: 4000, allowedPorts: [8443], allowPrivateHosts: ["127.0.0.1", "10.0.0.0/8"] });
    expect(config.outbound.cacheTtlMs).toEqual({ search: 30 * 60_000, lookup: 7 * 24 * 60 * 60_000, trends: 0 });
    expect(configOf().outbound.allowPrivateHosts).toEqual([]);
  });

  it("shares one outbound client between everything built from one config", () => {
    const config = configOf();
    expect(outboundClientFor({ config, db: null, log: silentLogger })).toBe(outboundClientFor({ config, db: null, log: silentLogger }));
    expect(outboundClientFor({ config: configOf(), db: null, log: silentLogger })).not.toBe(outboundClientFor({ config, db: null, log: silentLogger }));
  });
});

describe("describeConnectors", () => {
  it("says which sources and trend providers are on and which keys are missing", () => {
    expect(describeConnectors(configOf({ TAVILY_API_KEY: "x", SUPPORT_EMAIL: "help@greenlight.app" }))).toEqual([
      "sources:   hackernews, stackexchange, github, wikipedia, tavily; without a key: brave, youtube, reddit, producthunt",
      "trends:    wikipedia",
    ]);
    expect(describeConnectors(configOf({ SOURCES: "none", TRENDS_PROVIDERS: "none" }))).toEqual([
      "sources:   none",
      "trends:    none (keyword trends answer \"No keyword data found\")",
    ]);
  });

  it("warns when live sources would name the placeholder contact address that Wikimedia and Reddit refuse", () => {
    const warning = /^outbound: {2}WARNING the User-Agent names support@greenlight\.example, a placeholder: Wikimedia and Reddit require a working contact address/;
    expect(describeConnectors(configOf()).some((line) => warning.test(line))).toBe(true);
    expect(describeConnectors(configOf({ RESEARCH_CONTACT_EMAIL: "research@greenlight.app" })).some((line) => line.includes("WARNING"))).toBe(false);
    expect(describeConnectors(configOf({ SOURCES: "none", TRENDS_PROVIDERS: "none" })).some((line) => line.includes("WARNING"))).toBe(false);
  });

  it("takes the contact address from RESEARCH_CONTACT_EMAIL, else SUPPORT_EMAIL", () => {
    const config = configOf({ RESEARCH_CONTACT_EMAIL: "research@greenlight.app" });
    expect(contactAddress(config)).toBe("research@greenlight.app");
    expect(contactAddress(configOf({ SUPPORT_EMAIL: "help@greenlight.app" }))).toBe("help@greenlight.app");
  });

  it("warns loudly when private addresses are allowed", () => {
    const lines = describeConnectors(configOf({ OUTBOUND_ALLOW_PRIVATE_HOSTS: "127.0.0.1" }));
    expect(lines.at(-1)).toBe("outbound:  WARNING private addresses allowed (OUTBOUND_ALLOW_PRIVATE_HOSTS=127.0.0.1); for tests only");
  });
});
