/**
 * A fake clock and fake timers for the client's injected `clock` and `timers`: tests move time forward with
 * advance() instead of sleeping, and nothing global is patched.
 */
import type { Clock, TimerId, Timers } from "../../../platform/mod.ts";

type Scheduled = { id: number; at: number; callback: () => void };

/** Lets pending promise callbacks and I/O callbacks run (one real macrotask turn; no waiting on time). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, 0));
}

/** Yields until `condition` holds; fails after `turns` event-loop turns (no fixed sleeps). */
export async function eventually(condition: () => boolean, what: string, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    if (condition()) return;
    await yieldToEventLoop();
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export class FakeTime implements Clock, Timers {
  #now: number;
  #nextId = 1;
  #scheduled = new Map<number, Scheduled>();
  /** Every delay ever scheduled, in order (for checking backoff and heartbeat schedules). */
  readonly delays: number[] = [];

  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, delayMs: number): TimerId {
    const id = this.#nextId++;
    this.delays.push(delayMs);
    this.#scheduled.set(id, { id, at: this.#now + Math.max(0, delayMs), callback });
    return id;
  }

  clearTimeout(id: TimerId): void {
    this.#scheduled.delete(id as number);
  }

  /** Delays (from now) of the timers still pending, soonest first. */
  pending(): number[] {
    return [...this.#scheduled.values()].map((timer) => timer.at - this.#now).sort((a, b) => a - b);
  }

  /** Moves time forward by `ms`, firing due timers in order and letting their consequences run between them. */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    await yieldToEventLoop();
    while (true) {
      const next = [...this.#scheduled.values()]
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.#scheduled.delete(next.id);
      this.#now = next.at;
      next.callback();
      await yieldToEventLoop();
    }
    this.#now = end;
    await yieldToEventLoop();
  }
}
