/**
 * The check-ins (and their undos) made while the door had no network (issue 39): kept on the phone in the order
 * made, laid over the kept list so the door counts and decides as if they were sent, and sent in that order when
 * the network is back. Pure: the store keeps and sends them (door-store.ts).
 */
import type { DoorGuest } from "./door-roster.ts";

/** A check-in waiting to be sent: the code scanned, the guest it found, and when (ISO 8601). */
export type PendingCheckIn = {
  kind: "check-in";
  id: string;
  code: string;
  guestId: string;
  at: string;
  /**
   * ISO 8601: when it was first sent and no answer came back (the request may have reached the server): a 409 then
   * for the same moment is this door's own check-in, not another door's.
   */
  sentAt?: string;
};

/** An undo waiting to be sent. */
export type PendingUndo = { kind: "undo"; id: string; guestId: string; at: string };

export type PendingAction = PendingCheckIn | PendingUndo;

/** A guest as the door shows them: the kept list with what waits to be sent laid over it. */
export type DoorGuestView = DoorGuest & {
  /** True when a check-in or undo of this guest waits to be sent. */
  waiting?: boolean;
};

/** The kept list with `queue` applied in order: a waiting check-in checks its guest in, an undo out. */
export function mergeQueue(
  guests: readonly DoorGuest[],
  queue: readonly PendingAction[],
): DoorGuestView[] {
  const merged: DoorGuestView[] = guests.map((guest) => ({ ...guest }));
  const byId = new Map(merged.map((guest) => [guest.guestId, guest]));
  for (const action of queue) {
    const guest = byId.get(action.guestId);
    if (!guest) continue;
    if (action.kind === "check-in") {
      if (!guest.checkedInAt) guest.checkedInAt = action.at;
    } else {
      delete guest.checkedInAt;
    }
    guest.waiting = true;
  }
  return merged;
}

/** The pending check-in of guest `guestId`, if one waits. */
export function pendingCheckInOf(
  queue: readonly PendingAction[],
  guestId: string,
): PendingCheckIn | undefined {
  return queue.findLast((action): action is PendingCheckIn =>
    action.kind === "check-in" && action.guestId === guestId
  );
}

/**
 * The queue after an undo of guest `guestId`: a check-in still waiting is simply taken back; one that may have
 * reached the server (sentAt) or one already sent is undone by an undo sent in its turn.
 */
export function queueUndo(
  queue: readonly PendingAction[],
  undo: PendingUndo,
  serverHasIt: boolean,
): PendingAction[] {
  const pending = pendingCheckInOf(queue, undo.guestId);
  const rest = pending ? queue.filter((action) => action !== pending) : [...queue];
  return pending && !pending.sentAt && !serverHasIt ? rest : [...rest, undo];
}

/** How close a 409's time must be to a check-in that may have reached the server for it to be that check-in. */
export const OWN_CHECK_IN_SLACK_MS = 2 * 60 * 1_000;

/**
 * True when a 409 (checked in at `serverAt`) answers this door's own check-in sent earlier without an answer: it
 * was sent (`sentAt`) and the server's time is within OWN_CHECK_IN_SLACK_MS of when it was made or sent.
 */
export function isOwnCheckIn(action: PendingCheckIn, serverAt: string): boolean {
  if (!action.sentAt) return false;
  const server = Date.parse(serverAt);
  return [action.at, action.sentAt].some((at) => Math.abs(Date.parse(at) - server) <= OWN_CHECK_IN_SLACK_MS);
}
