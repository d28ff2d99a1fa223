/**
 * The guard's log, summarised: an attack makes the same event thousands of times a second, and one line each
 * would turn the log into the next thing to exhaust. The first event of a kind is logged at once; the rest of
 * that kind within the interval are counted and reported in one line when it ends.
 */
import type { GuardClock } from "./_types.ts";

/** The prefix of every line, so an operator can grep the guard's events. */
export const LOG_PREFIX = "connection-guard:";

/** A log that summarises repeats of the same kind of event. */
export type EventLog = {
  /** Logs `line` now, or counts it when an event of `kind` was logged less than an interval ago. */
  event(kind: string, line: string): void;
  /** Reports what is still counted and stops the timers. */
  flush(): void;
};

type Pending = { suppressed: number; latest: string; timer: unknown };

/** A summarising log writing whole lines to `write`. */
export function createEventLog(
  write: (line: string) => void,
  clock: GuardClock,
  intervalMs: number,
): EventLog {
  const pending = new Map<string, Pending>();

  function report(kind: string): void {
    const state = pending.get(kind);
    if (!state) return;
    pending.delete(kind);
    clock.clearTimeout(state.timer);
    if (state.suppressed > 0) {
      write(
        `${LOG_PREFIX} ${state.suppressed} more like that in ${intervalMs} ms, the latest: ${state.latest}`,
      );
    }
  }

  return {
    event(kind, line) {
      const state = pending.get(kind);
      if (state) {
        state.suppressed++;
        state.latest = line;
        return;
      }
      write(`${LOG_PREFIX} ${line}`);
      pending.set(kind, {
        suppressed: 0,
        latest: line,
        timer: clock.setTimeout(() => report(kind), intervalMs),
      });
    },
    flush() {
      for (const kind of [...pending.keys()]) report(kind);
    },
  };
}
