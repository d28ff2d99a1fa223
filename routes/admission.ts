/**
 * Admission control for the costly routes: at most `maxActive` kits are made at once in this process and at most
 * `maxQueued` more wait for a place, first come first served. Past that the server says so at once (503
 * SERVER_BUSY with a Retry-After) instead of letting every visitor's kit get slower.
 */
import { BrandKitError, cancelled, ErrorCode, MS_PER_S } from "../brandkit/web.ts";
import type { Config } from "../brandkit/mod.ts";

/** The guess of a kit's duration before any kit has finished, ms. */
const INITIAL_KIT_MS = 5_000;
/** Weight of the newest kit in the running average of kit durations. */
const AVERAGE_WEIGHT = 0.2;
const MIN_RETRY_AFTER_S = 1;
const MAX_RETRY_AFTER_S = 120;

export type AdmissionOptions = {
  /** Kits made at once. */
  maxActive: number;
  /** Kits that may wait for a place. */
  maxQueued: number;
  /** @default Date.now */
  now?: () => number;
};

/** What admission is doing, for the health route and tests. */
export type AdmissionStats = { active: number; queued: number; maxActive: number; maxQueued: number };

export type Admission = {
  /**
   * Waits for a place and resolves to the function that gives it back (call it once, when the kit is done).
   * Throws SERVER_BUSY when the queue is full or admission is closed, CANCELLED when `signal` aborts first.
   */
  enter(signal?: AbortSignal): Promise<() => void>;
  stats(): AdmissionStats;
  /** Refuses every new kit from now on (the server is draining); kits already admitted or waiting go on. */
  close(): void;
  /** Resolves when no kit is in progress or waiting. */
  idle(): Promise<void>;
};

type Waiter = { admit: () => void };

/** The defaults from the worker count: two kits per worker in progress, four per worker waiting. */
export function defaultAdmissionLimits(renderWorkers: number): { maxActive: number; maxQueued: number } {
  return { maxActive: 2 * renderWorkers, maxQueued: 4 * renderWorkers };
}

/**
 * The limits for this process: BRANDKIT_MAX_ACTIVE_KITS and BRANDKIT_MAX_QUEUED_KITS where set, the defaults
 * from the worker count otherwise.
 */
export function admissionLimitsOf(
  config: Pick<Config, "BRANDKIT_MAX_ACTIVE_KITS" | "BRANDKIT_MAX_QUEUED_KITS">,
  renderWorkers: number,
): { maxActive: number; maxQueued: number } {
  const defaults = defaultAdmissionLimits(renderWorkers);
  return {
    maxActive: config.BRANDKIT_MAX_ACTIVE_KITS ?? defaults.maxActive,
    maxQueued: config.BRANDKIT_MAX_QUEUED_KITS ?? defaults.maxQueued,
  };
}

/** Admission over an injected clock. */
export function createAdmission(options: AdmissionOptions): Admission {
  const now = options.now ?? Date.now;
  const waiting: Waiter[] = [];
  const idleWaiters: Array<() => void> = [];
  let active = 0;
  let closed = false;
  let averageKitMs = INITIAL_KIT_MS;

  const settleIdle = () => {
    if (active > 0 || waiting.length > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  /** Roughly how long until a place frees up for a newcomer: the queue ahead, a kit's average duration. */
  const retryAfterS = () => {
    const rounds = (waiting.length + active) / options.maxActive;
    const seconds = Math.ceil((rounds * averageKitMs) / MS_PER_S);
    return Math.min(MAX_RETRY_AFTER_S, Math.max(MIN_RETRY_AFTER_S, seconds));
  };

  const busy = (message: string) =>
    new BrandKitError(ErrorCode.SERVER_BUSY, message, { retryAfter: retryAfterS() });

  const release = () => {
    const startedAt = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      averageKitMs += AVERAGE_WEIGHT * (now() - startedAt - averageKitMs);
      active--;
      waiting.shift()?.admit();
      settleIdle();
    };
  };

  return {
    enter(signal) {
      if (signal?.aborted) {
        return Promise.reject(cancelled());
      }
      if (closed) {
        return Promise.reject(busy("The server is restarting. Please try again in a moment."));
      }
      if (active < options.maxActive) {
        active++;
        return Promise.resolve(release());
      }
      if (waiting.length >= options.maxQueued) {
        return Promise.reject(
          busy(`The server is busy making other kits. Please try again in ${retryAfterS()} seconds.`),
        );
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          reject(cancelled());
          settleIdle();
        };
        const waiter: Waiter = {
          admit() {
            signal?.removeEventListener("abort", onAbort);
            active++;
            resolve(release());
          },
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(waiter);
      });
    },
    stats: () => ({
      active,
      queued: waiting.length,
      maxActive: options.maxActive,
      maxQueued: options.maxQueued,
    }),
    close() {
      closed = true;
    },
    idle() {
      if (active === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
