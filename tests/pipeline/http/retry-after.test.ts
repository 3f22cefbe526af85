import { describe, expect, it } from "vitest";
import { backoffMs, parseRetryAfter, rateWindowResetAt } from "../../../src/pipeline/http/retry-after.ts";

const now = Date.parse("2026-01-01T00:00:00Z");

describe("parseRetryAfter", () => {
  it("reads delta-seconds, whole or fractional, as milliseconds", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 1.5 ", now)).toBe(1500);
    expect(parseRetryAfter("0", now)).toBe(0);
  });

  it("reads an HTTP date as the time left until it, and a past date as no wait", () => {
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("gives no wait for an absent, empty or unreadable value", () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("  ", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("in a while", now)).toBeUndefined();
  });
});

describe("rateWindowResetAt", () => {
  it("holds until the latest spent window resets, reading epoch seconds and seconds from now", () => {
    expect(rateWindowResetAt({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1767225660" }, now)).toBe(1_767_225_660_000);
    expect(rateWindowResetAt({ "x-rate-limit-remaining": "0, 0", "x-rate-limit-reset": "10, 30" }, now)).toBe(now + 30_000);
    expect(rateWindowResetAt({ "x-ratelimit-remaining": "4", "x-ratelimit-reset": "10" }, now)).toBeUndefined();
  });
});

describe("backoffMs", () => {
  const backoff = { baseMs: 250, capMs: 2000, jitter: [0.5, 1] as const };

  it("doubles with each attempt and draws the jitter between its two fractions", () => {
    expect(backoffMs({ attempt: 0, ...backoff, random: () => 1 })).toBe(250);
    expect(backoffMs({ attempt: 2, ...backoff, random: () => 1 })).toBe(1000);
    expect(backoffMs({ attempt: 2, ...backoff, random: () => 0 })).toBe(500);
    expect(backoffMs({ attempt: 2, ...backoff, random: () => 0.5 })).toBe(750);
  });

  it("caps the plain wait before the jitter, so a late attempt never waits past the cap", () => {
    expect(backoffMs({ attempt: 10, ...backoff, random: () => 1 })).toBe(2000);
    expect(backoffMs({ attempt: 10, ...backoff, jitter: [0.75, 1.25], random: () => 1 })).toBe(2500);
  });
});
