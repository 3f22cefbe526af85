import { setTimeout as sleep } from "node:timers/promises";
import { OutboundError } from "./errors.ts";

export interface HostLimits {
  concurrency: number;
  /** Sustained call starts per second. */
  ratePerSecond: number;
  /** Calls that may start back to back before the rate applies. */
  burst: number;
}

interface HostState {
  limits: HostLimits;
  active: number;
  waiters: Array<() => void>;
  /** Token bucket for pacing: may go negative, which is a queue of reserved start times. */
  tokens: number;
  tokensAt: number;
  /** When the API said we may call again (Retry-After, a backoff field, a spent rate window). */
  notBefore: number;
  notBeforeReason: string;
  /** Set after a connection failure: calls fail at once until then instead of waiting again. */
  downUntil: number;
  downReason: string;
}

/**
 * Per-host admission: at most `concurrency` calls at once, starts paced by a token bucket
 * (`burst` at once, then `ratePerSecond`), and
 * every wait the API asked for honoured. A wait that would end after the caller's deadline fails
 * at once, so a research budget is never spent queuing for a host that cannot answer in time.
 */
export class HostGate {
  private readonly hosts = new Map<string, HostState>();
  private readonly defaults: HostLimits;
  private readonly overrides = new Map<string, Partial<HostLimits>>();
  private readonly now: () => number;

  constructor({ defaults, now = Date.now }: { defaults: HostLimits; now?: () => number }) {
    this.defaults = defaults;
    this.now = now;
  }

  /** Stricter (or looser) limits for one host, e.g. an API that allows one call per second. */
  setLimits(host: string, limits: Partial<HostLimits>): void {
    this.overrides.set(host, limits);
    const state = this.hosts.get(host);
    if (state) state.limits = { ...this.defaults, ...limits };
  }

  private state(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = {
        limits: { ...this.defaults, ...this.overrides.get(host) },
        active: 0, waiters: [], tokens: Number.NaN, tokensAt: 0, notBefore: 0, notBeforeReason: "", downUntil: 0, downReason: "",
      };
      this.hosts.set(host, state);
    }
    return state;
  }

  /** Waits for a slot; resolves to the release function. */
  async acquire({ host, signal, deadline }: { host: string; signal: AbortSignal; deadline: number }): Promise<() => void> {
    const state = this.state(host);
    this.throwIfDown(host, state);
    while (state.active >= state.limits.concurrency) {
      signal.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          state.waiters.splice(state.waiters.indexOf(wake), 1);
          reject(signal.reason);
        };
        const wake = () => {
          signal.removeEventListener("abort", onAbort);
          resolve();
        };
        state.waiters.push(wake);
        signal.addEventListener("abort", onAbort, { once: true });
      });
      this.throwIfDown(host, state);
    }
    state.active += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      state.active -= 1;
      state.waiters.shift()?.();
    };
    try {
      const now = this.now();
      const { limits } = state;
      state.tokens = Number.isNaN(state.tokens) ? limits.burst : Math.min(limits.burst, state.tokens + ((now - state.tokensAt) / 1000) * limits.ratePerSecond);
      state.tokensAt = now;
      const paceWait = state.tokens >= 1 ? 0 : ((1 - state.tokens) / limits.ratePerSecond) * 1000;
      const startAt = Math.max(now + paceWait, state.notBefore);
      if (startAt > deadline) {
        const waitMs = startAt - now;
        const reason = state.notBefore >= startAt ? state.notBeforeReason : "pacing";
        throw new OutboundError({
          kind: "rate-limited",
          host,
          retryAfterMs: waitMs,
          message: `${host} asked us to wait ${Math.ceil(waitMs / 1000)} s (${reason}), longer than this call may take`,
        });
      }
      state.tokens -= 1;
      if (startAt > now) await sleep(startAt - now, undefined, { signal });
      return release;
    } catch (error) {
      release();
      throw error;
    }
  }

  /** The API asked for a pause (Retry-After, a backoff field, an exhausted rate window). */
  holdOff({ host, untilMs, reason }: { host: string; untilMs: number; reason: string }): void {
    const state = this.state(host);
    if (untilMs > state.notBefore) {
      state.notBefore = untilMs;
      state.notBeforeReason = reason;
    }
  }

  /** The host could not be reached: calls in the next `forMs` fail at once with the same reason. */
  markDown({ host, forMs, reason }: { host: string; forMs: number; reason: string }): void {
    const state = this.state(host);
    state.downUntil = this.now() + forMs;
    state.downReason = reason;
    for (const wake of state.waiters.splice(0)) wake();
  }

  private throwIfDown(host: string, state: HostState): void {
    if (state.downUntil > this.now()) {
      throw new OutboundError({ kind: "unreachable", host, message: `${host} could not be reached (${state.downReason})` });
    }
  }
}
