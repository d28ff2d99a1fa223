/**
 * Where the door is kept (issue 39): check-ins on the guests' answers, and the co-hosts who help at the door,
 * beside their kit in the kit store (adapters/door-store-*.ts), so they go when the kit is deleted or purged. A
 * check-in is one conditional write (only an answer going and not yet checked in is changed), so two doors
 * scanning one code at once, on one instance or two, give exactly one check-in. Co-hosts' tokens arrive hashed;
 * the store compares hashes in constant time. Every call takes the time, like the kit store's.
 */
import type { GuestRecord } from "./guest-store.ts";

/** A co-host as kept (their token's hash aside). */
export type CohostRecord = { cohostId: string; label: string; createdAtMs: number };

/** What a scan found. */
export type CheckInVerdict =
  /** Checked in now, at `guest.checkedInAtMs`. */
  | { verdict: "checked-in"; guest: GuestRecord }
  /** Checked in before, at `guest.checkedInAtMs`: nothing changed. */
  | { verdict: "already"; guest: GuestRecord }
  /** No live kit, or none of its answers going holds this code. */
  | { verdict: "not-found" };

/** What adding a co-host found. */
export type AddCohostVerdict = "added" | "not-found" | "limit";

/** The door half of the kit store. A kit that is gone or has expired has no door: "not-found", false or null. */
export interface DoorStore {
  /** Checks in the answer going of live kit `kitId` that holds `code`, at `atMs`, unless it was already. */
  checkIn(kitId: string, code: string, atMs: number, nowMs: number): Promise<CheckInVerdict>;
  /** Undoes a check-in: false when the kit or the answer is not there (an answer not checked in is left as it is). */
  undoCheckIn(kitId: string, guestId: string, nowMs: number): Promise<boolean>;
  /** Adds a co-host to live kit `kitId`, unless it has `max` already. */
  addCohost(
    kitId: string,
    cohost: CohostRecord & { tokenHash: string },
    max: number,
    nowMs: number,
  ): Promise<AddCohostVerdict>;
  /** The kit's co-hosts, in the order added; null for no live kit. */
  cohosts(kitId: string, nowMs: number): Promise<CohostRecord[] | null>;
  /** Revokes a co-host at once: false when there was none (or no live kit). */
  removeCohost(kitId: string, cohostId: string, nowMs: number): Promise<boolean>;
  /** True when `tokenHash` is one of live kit `kitId`'s co-hosts' (every hash compared, in constant time each). */
  isCohost(kitId: string, tokenHash: string, nowMs: number): Promise<boolean>;
}
