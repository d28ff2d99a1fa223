/**
 * The calls an AI service still takes in its current request window, as its answers report them
 * (x-ratelimit-*-requests): every call takes one before it is sent, so calls in flight are counted before their
 * answers come back and the service never sees more than its limit in a window. The window's end comes from the
 * answers; once it passes, the budget starts again at the limit. This is the one process's budget (a local batch,
 * or a worker that cannot reach Redis); the Redis gate (rate-limit-gate-redis.ts) keeps the same budget
 * in Redis for every worker.
 */
import type { RequestWindow } from "../brandkit/providers/registry.ts";
import { MS_PER_MINUTE, MS_PER_S } from "../brandkit/web.ts";

/**
 * How long a budget started again at the limit lasts until an answer says when its window ends. Long, so a window
 * whose answers are slow to come is not started twice.
 */
export const UNCONFIRMED_WINDOW_MS = MS_PER_MINUTE;

export type RequestBudget = {
  /** Takes one call from the budget: 0 when it may go now, or the ms until the window ends and it may try again. */
  take(): number;
  /** What an answer said of the window. */
  observe(window: RequestWindow): void;
};

/** A budget that knows nothing until the first answer: until then calls go at once, counted as sent blind. */
export function createRequestBudget(now: () => number): RequestBudget {
  let limit: number | undefined;
  let left: number | undefined;
  let endsAt = 0;
  /** Calls sent before any answer told the limit. */
  let blind = 0;
  const expire = () => {
    if (left !== undefined && now() >= endsAt) left = undefined;
  };
  return {
    take() {
      expire();
      if (left === undefined) {
        if (limit === undefined) {
          blind++;
          return 0;
        }
        left = limit;
        endsAt = now() + UNCONFIRMED_WINDOW_MS;
      }
      if (left > 0) {
        left--;
        return 0;
      }
      return endsAt - now();
    },
    observe(window) {
      expire();
      limit = window.limit;
      // The first answer cannot tell which of the other calls sent blind it counted: assume none.
      const remaining = Math.max(0, window.remaining - Math.max(0, blind - 1));
      blind = 0;
      left = left === undefined ? remaining : Math.min(left, remaining);
      endsAt = now() + window.resetSeconds * MS_PER_S;
    },
  };
}
