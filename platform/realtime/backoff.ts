/**
 * The reconnect delay (docs/behaviour.md#platform-realtime-and-analytics): min(30 s, 2^attempt s) plus a
 * random jitter of up to 1 s, so clients that lost the same server do not all come back at the same moment.
 */
import { WS_RECONNECT_JITTER_MS, WS_RECONNECT_MAX_DELAY_MS } from "../constants.ts";
import type { Random } from "../runtime.ts";

const MS_PER_S = 1000;

/** Milliseconds to wait before reconnect attempt number `attempt` (0 for the first). */
export function reconnectDelayMs(attempt: number, random: Random): number {
  const exponential = Math.min(WS_RECONNECT_MAX_DELAY_MS, 2 ** attempt * MS_PER_S);
  return exponential + Math.floor(random() * WS_RECONNECT_JITTER_MS);
}
