/**
 * What the door keeps on the phone for one kit (issue 39): the guest list as last read, and the check-ins
 * waiting to be sent. Read back through the door's schemas (door-wire.ts): anything else found under its keys
 * (an older version, an edit by hand) is read as nothing kept.
 */
import type { PendingAction } from "./check-in-queue.ts";
import { type DoorStorage, doorStorageKeys, readItem, removeItem, writeItem } from "./door-keys.ts";
import type { DoorRoster } from "./door-roster.ts";
import type { DoorWire } from "../extras.ts";

/** What was kept. */
export type KeptDoor = { roster: DoorRoster | null; queue: PendingAction[] };

function parsedJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The list and the queue kept for `kitId`. */
export function readKeptDoor(storage: DoorStorage | null, kitId: string, wire: DoorWire): KeptDoor {
  const keys = doorStorageKeys(kitId);
  const roster = wire.KeptRosterSchema.safeParse(parsedJson(readItem(storage, keys.roster)));
  const queue = wire.KeptQueueSchema.safeParse(parsedJson(readItem(storage, keys.queue)));
  return { roster: roster.success ? roster.data : null, queue: queue.success ? queue.data : [] };
}

/** Keeps the list (or forgets it, for null). */
export function keepRoster(storage: DoorStorage | null, kitId: string, roster: DoorRoster | null): void {
  const key = doorStorageKeys(kitId).roster;
  if (roster) writeItem(storage, key, JSON.stringify(roster));
  else removeItem(storage, key);
}

/** Keeps the queue (or forgets it, when empty). */
export function keepQueue(storage: DoorStorage | null, kitId: string, queue: readonly PendingAction[]): void {
  const key = doorStorageKeys(kitId).queue;
  if (queue.length > 0) writeItem(storage, key, JSON.stringify(queue));
  else removeItem(storage, key);
}
