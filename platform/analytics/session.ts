/**
 * The analytics session (docs/behaviour.md#platform-realtime-and-analytics): kept in storage so it spans page
 * loads, and replaced by a new one after 30 minutes without events. The landing page's attribution (referrer,
 * UTM) belongs to the session.
 */
import { z } from "zod";
import { ANALYTICS_SESSION_TIMEOUT_MS } from "../constants.ts";
import { randomId } from "../ids.ts";
import type { KeyValueStorage, Random } from "../runtime.ts";
import { UTM_FIELDS } from "./attribution.ts";

const SessionRecordSchema = z.object({
  id: z.string().min(1),
  lastActivity: z.number(),
  referrer: z.string().optional(),
  utm: z.partialRecord(z.enum(UTM_FIELDS), z.string()),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export type SessionTracker = {
  /** The session for an event at `nowMs`: the current one, or a new one after 30 minutes idle. */
  touch(nowMs: number, landing: () => Pick<SessionRecord, "referrer" | "utm">): SessionRecord;
};

export function analyticsSessionKey(projectId: string): string {
  return `platform_analytics_session_${projectId}`;
}

export function createSessionTracker(
  storage: KeyValueStorage,
  projectId: string,
  random: Random,
): SessionTracker {
  const key = analyticsSessionKey(projectId);
  const load = (): SessionRecord | undefined => {
    try {
      const text = storage.getItem(key);
      return text === null ? undefined : SessionRecordSchema.parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  return {
    touch(nowMs, landing) {
      const current = load();
      const fresh = !current || nowMs - current.lastActivity > ANALYTICS_SESSION_TIMEOUT_MS;
      const record: SessionRecord = fresh
        ? { id: randomId(random, "s_"), lastActivity: nowMs, ...landing() }
        : { ...current, lastActivity: nowMs };
      storage.setItem(key, JSON.stringify(record));
      return record;
    },
  };
}
